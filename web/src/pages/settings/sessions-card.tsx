import type { AccountSession } from "@contract/settings.ts";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import {
  useAccountSessions,
  useEndOtherSessions,
  useEndSession,
} from "@web/features/settings/api/sessions.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { LogOut, MonitorSmartphone } from "lucide-react";

/** Where the member is signed in; any other session can be signed out, or all of them. */
export function SessionsCard() {
  const { data: sessions, isLoading, isError } = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions?.filter((session) => !session.current) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where You're Signed In</CardTitle>
        <CardDescription>
          Sign out of any device you don't recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? <p className="text-sm text-muted-foreground">Loading sessions...</p> : null}
        {isError ? (
          <p className="text-sm text-destructive">Your sessions could not be loaded.</p>
        ) : null}
        {sessions ? (
          <ul className="divide-y rounded-md border" aria-label="Sessions">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        ) : null}
        {others.length > 0 ? (
          <div>
            <Button
              variant="outline"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate()}
            >
              <LogOut aria-hidden="true" />
              Sign out all other sessions
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const device = session.device ?? "Unknown device";
  const place = session.place ?? "Unknown location";
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-words">{device}</span>
          {session.current ? <Badge variant="secondary">This device</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {place} · Signed in {formatPostTime(session.createdAt, new Date(), "en-GB")} · Last active{" "}
          {session.current ? "now" : formatPostTime(session.lastSeenAt, new Date(), "en-GB")}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={end.isPending}
          onClick={() => end.mutate(session.id)}
          aria-label={`Sign out ${device}, ${place}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
