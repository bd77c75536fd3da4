import { LoadMore } from "@web/components/load-more.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import {
  useAnswerFollowRequest,
  useFollowRequests,
} from "@web/features/users/api/follow-requests.ts";
import { displayName } from "@web/lib/avatar.ts";
import { MemberRow } from "./member-row.tsx";

/**
 * Who asked to follow a followers-only member: each approved or declined here. Shown while the
 * member shares with followers only, or while requests still wait.
 */
export function FollowRequestsCard({ followersOnly }: { followersOnly: boolean }) {
  const requests = useFollowRequests();
  const answer = useAnswerFollowRequest();
  const waiting = requests.items;
  if (!followersOnly && waiting.length === 0) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Follow Requests</CardTitle>
        <CardDescription>
          People who asked to follow you see your posts, portfolio and calendar once you approve.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {requests.isSuccess && waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one is waiting for an answer.</p>
        ) : null}
        {waiting.length > 0 ? (
          <ul className="divide-y rounded-md border" aria-label="Follow requests">
            {waiting.map((requester) => {
              const name = displayName(requester);
              return (
                <MemberRow key={requester.id} member={requester}>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ requester, approve: true })}
                      aria-label={`Approve ${name}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ requester, approve: false })}
                      aria-label={`Decline ${name}`}
                    >
                      Decline
                    </Button>
                  </div>
                </MemberRow>
              );
            })}
          </ul>
        ) : null}
        <LoadMore pages={requests} />
      </CardContent>
    </Card>
  );
}
