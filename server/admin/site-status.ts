import type { SiteStatus } from "@contract/admin.ts";
import { count, eq, inArray, sum } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { kycSubmissions, reports, siteCounts, supportTickets } from "../db/schema/index.ts";

/** The panel's figures: what the site holds, what waits for an admin, and who is live now. */
export async function siteStatus({
  db,
  events,
}: Pick<AppContext, "db" | "events">): Promise<SiteStatus> {
  const total = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [held, openTickets, pendingVerifications, openReports, liveSockets] = await Promise.all([
    // Kept by triggers as members and posts come and go (see siteCounts).
    db
      .select({ kind: siteCounts.kind, value: sum(siteCounts.value).mapWith(Number) })
      .from(siteCounts)
      .groupBy(siteCounts.kind),
    total(
      db
        .select({ value: count() })
        .from(supportTickets)
        .where(inArray(supportTickets.status, ["open", "in_progress"])),
    ),
    total(
      db
        .select({ value: count() })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.status, "pending")),
    ),
    total(db.select({ value: count() }).from(reports).where(eq(reports.status, "open"))),
    events.countSockets(),
  ]);
  const heldOf = (kind: "members" | "posts") => held.find((row) => row.kind === kind)?.value ?? 0;
  return {
    members: heldOf("members"),
    posts: heldOf("posts"),
    openTickets,
    pendingVerifications,
    openReports,
    liveSockets,
  };
}
