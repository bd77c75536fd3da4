import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { sessions } from "../db/schema/index.ts";

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * Marks a member's sessions as having unlocked the admin panel until `until`, as the unlock
 * endpoint does (and, as it does, tells the instance to read their sessions afresh); a past
 * `until` is an unlock that has expired.
 */
export async function unlockAdminPanel(
  context: Pick<AppContext, "db" | "sessions">,
  userId: string,
  until: Date = new Date(Date.now() + TWELVE_HOURS_MS),
) {
  await context.db
    .update(sessions)
    .set({ adminUnlockedUntil: until })
    .where(eq(sessions.userId, userId));
  await context.sessions.accountChanged(userId);
}
