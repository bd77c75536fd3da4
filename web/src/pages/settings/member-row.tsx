import type { UserSummary } from "@contract/users.ts";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { displayName } from "@web/lib/avatar.ts";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** One member in a Settings list (blocked members, follow requests), with its actions after. */
export function MemberRow({ member, children }: { member: UserSummary; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <UserAvatar user={member} />
      <div className="min-w-0 flex-1">
        <Link
          href={`/profile/${member.id}`}
          className="block truncate text-sm font-medium hover:underline"
        >
          {displayName(member)}
        </Link>
        {member.profession ? (
          <p className="truncate text-xs text-muted-foreground">{member.profession}</p>
        ) : null}
      </div>
      {children}
    </li>
  );
}
