import type { SiteStatus } from "@contract/admin.ts";
import { formatWholeNumber } from "@contract/en-gb.ts";
import { Card } from "@web/components/ui/card.tsx";
import { useSiteStatus } from "@web/features/admin/api/audit-log.ts";

const FIGURES: { key: keyof SiteStatus; label: string }[] = [
  { key: "members", label: "Members" },
  { key: "posts", label: "Posts" },
  { key: "openTickets", label: "Open tickets" },
  { key: "pendingVerifications", label: "Pending verifications" },
  { key: "openReports", label: "Open reports" },
  { key: "liveSockets", label: "Live connections" },
];

/** Current status: what the site holds, what waits for an admin, who is connected now. */
export function StatusPanel() {
  const { data, isError } = useSiteStatus();
  if (isError) return <p className="text-sm text-destructive">The figures could not be loaded.</p>;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {FIGURES.map(({ key, label }) => (
        <Card key={key} className="p-4">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`status-${key}`}>
            {data ? formatWholeNumber(data[key]) : "…"}
          </p>
        </Card>
      ))}
    </div>
  );
}
