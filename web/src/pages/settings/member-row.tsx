import type { UserSummary } from "@contract/users.ts";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { displayName } from "@web/lib/avatar.ts";
import type { ReactNode } from "react";
import { Link } from "wouter";

/**
 * One member in a Settings list (blocked members, follow requests), with its actions after. A
 * name of one long word wraps: cut short, it still set the list's narrowest width, and the
 * page ran off a phone's screen.
 */
export function MemberRow({ member, children }: { member: UserSummary; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <UserAvatar user={member} />
      <div className="min-w-0 flex-1">
        <Link
          href={`/profile/${member.id}`}
          className="block text-sm font-medium wrap-anywhere hover:underline"
        >
          {displayName(member)}
        </Link>
        {member.profession ? (
          <p className="text-xs wrap-anywhere text-muted-foreground">{member.profession}</p>
        ) : null}
      </div>
      {children}
    </li>
  );
}
