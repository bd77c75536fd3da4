import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { sessions } from "../db/schema/index.ts";

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * Marks a member's sessions (or one session) as having unlocked the admin panel until `until`,
 * as the unlock endpoint does; a past `until` is an unlock that has expired.
 */
export async function unlockAdminPanel(
  db: Database,
  who: { userId: string } | { sessionId: string },
  until: Date = new Date(Date.now() + TWELVE_HOURS_MS),
) {
  const which = "userId" in who ? eq(sessions.userId, who.userId) : eq(sessions.id, who.sessionId);
  await db.update(sessions).set({ adminUnlockedUntil: until }).where(which);
}
