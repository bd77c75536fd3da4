import { TICKET_STATUS_LABELS, TICKET_STATUSES } from "@contract/support.ts";
import { LoadMore } from "@web/components/load-more.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { useAuditLog } from "@web/features/admin/api/audit-log.ts";

/** What each logged action says; a counted one also says how many things it touched. */
const ACTIONS: Record<string, { name: string; counted?: boolean }> = {
  unlock: { name: "Unlocked the admin panel" },
  "update-site-settings": { name: "Changed the site settings" },
  "delete-users": { name: "Deleted users", counted: true },
  "delete-posts": { name: "Deleted posts", counted: true },
  "generate-content": { name: "Generated bot messages", counted: true },
  "clear-bot-messages": { name: "Cleared bot messages" },
  "verification.approve": { name: "Approved an identity verification" },
  "verification.reject": { name: "Rejected an identity verification" },
  "ticket.respond": { name: "Answered a support ticket" },
  ...Object.fromEntries(
    TICKET_STATUSES.map((status) => [
      `ticket.status.${status}`,
      { name: `Set a support ticket to ${TICKET_STATUS_LABELS[status]}` },
    ]),
  ),
  "report.dismiss": { name: "Dismissed reports" },
  "report.remove": { name: "Removed reported content" },
  "report.suspend": { name: "Suspended a reported member" },
  "member.suspend": { name: "Suspended a member" },
  "member.unsuspend": { name: "Lifted a suspension" },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Every admin action, newest first: who, when, what, on how many, and why. */
export function AuditLogPanel() {
  const log = useAuditLog();
  const { items: entries, isLoading } = log;
  if (isLoading) return <p className="text-sm text-muted-foreground">Loading the audit log…</p>;
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No actions yet.</p>;
  return (
    <Card className="divide-y">
      <ol aria-label="Audit log">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-0.5 px-4 py-3 text-sm">
            <p className="font-medium break-words">
              {ACTIONS[entry.action]?.name ?? entry.action}
              {ACTIONS[entry.action]?.counted ? ` (${entry.targetIds.length})` : ""}
            </p>
            <p className="text-muted-foreground break-words">
              {entry.adminName} · {entry.adminEmail} · {when(entry.createdAt)}
            </p>
            {entry.reason ? <p className="break-words">{entry.reason}</p> : null}
          </li>
        ))}
      </ol>
      <LoadMore pages={log} className="p-3" />
    </Card>
  );
}
