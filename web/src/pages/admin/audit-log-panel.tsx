import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { useAuditLog } from "@web/features/admin/api/audit-log.ts";

const ACTION_NAMES: Record<string, string> = {
  unlock: "Unlocked the admin panel",
  "update-site-settings": "Changed the site settings",
  "delete-users": "Deleted users",
  "delete-posts": "Deleted posts",
  "generate-content": "Generated bot messages",
  "clear-bot-messages": "Cleared bot messages",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Every admin action, newest first: who, when, what, on how many, and why. */
export function AuditLogPanel() {
  const { entries, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useAuditLog();
  if (isLoading) return <p className="text-sm text-muted-foreground">Loading the audit log…</p>;
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No actions yet.</p>;
  return (
    <Card className="divide-y">
      <ol aria-label="Audit log">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-0.5 px-4 py-3 text-sm">
            <p className="font-medium break-words">
              {ACTION_NAMES[entry.action] ?? entry.action}
              {entry.targetIds.length > 0 && entry.action !== "unlock"
                ? ` (${entry.targetIds.length})`
                : ""}
            </p>
            <p className="text-muted-foreground break-words">
              {entry.adminName} · {entry.adminEmail} · {when(entry.createdAt)}
            </p>
            {entry.reason ? <p className="break-words">{entry.reason}</p> : null}
          </li>
        ))}
      </ol>
      {hasNextPage ? (
        <div className="p-3">
          <Button variant="outline" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
