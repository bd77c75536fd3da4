import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useBlockedMembers, useBlockMember } from "@web/features/users/api/block.ts";
import { displayName } from "@web/lib/avatar.ts";
import { Link } from "wouter";

/** The members this one has blocked, each with a way to lift the block. */
export function BlockedMembersCard() {
  const { data: blocked, isLoading, isError } = useBlockedMembers();
  const unblock = useBlockMember();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Blocked Members</CardTitle>
        <CardDescription>
          Blocked members can't see your profile, find you or message you, and you won't see theirs.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
        {isError ? (
          <p className="text-sm text-destructive">Your blocked members could not be loaded.</p>
        ) : null}
        {blocked && blocked.length === 0 ? (
          <p className="text-sm text-muted-foreground">You haven't blocked anyone.</p>
        ) : null}
        {blocked && blocked.length > 0 ? (
          <ul className="divide-y rounded-md border" aria-label="Blocked members">
            {blocked.map((member) => (
              <li key={member.id} className="flex items-center gap-3 p-3">
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
                <Button
                  variant="outline"
                  size="sm"
                  disabled={unblock.isPending}
                  onClick={() => unblock.mutate({ member, block: false })}
                  aria-label={`Unblock ${displayName(member)}`}
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
