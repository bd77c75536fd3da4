import type { SiteStatus } from "@contract/admin.ts";
import { count, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { kycSubmissions, posts, reports, supportTickets, users } from "../db/schema/index.ts";

/** The panel's figures: what the site holds, what waits for an admin, and who is live now. */
export async function siteStatus({
  db,
  events,
}: Pick<AppContext, "db" | "events">): Promise<SiteStatus> {
  const total = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [members, postCount, openTickets, pendingVerifications, openReports, liveSockets] =
    await Promise.all([
      total(db.select({ value: count() }).from(users)),
      total(db.select({ value: count() }).from(posts)),
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
  return { members, posts: postCount, openTickets, pendingVerifications, openReports, liveSockets };
}
