import type { Database } from "../db/client.ts";
import { profileViews } from "../db/schema/index.ts";

/** Counts a member opening someone's profile, at most once per viewer per day. */
export async function recordProfileView(db: Database, profileId: string, viewerId: string) {
  await db.insert(profileViews).values({ profileId, viewerId }).onConflictDoNothing();
}
