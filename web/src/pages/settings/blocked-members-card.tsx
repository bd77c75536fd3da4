import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { useBlockedMembers, useBlockMember } from "@web/features/users/api/block.ts";
import { displayName } from "@web/lib/avatar.ts";
import { MemberRow } from "./member-row.tsx";

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
              <MemberRow key={member.id} member={member}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={unblock.isPending}
                  onClick={() => unblock.mutate({ member, block: false })}
                  aria-label={`Unblock ${displayName(member)}`}
                >
                  Unblock
                </Button>
              </MemberRow>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
