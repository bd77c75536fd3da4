import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { follows, followWalks } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "./privacy.ts";
import { memberExists } from "./queries.ts";

/**
 * Follows a member; true when it is new (a second follow changes nothing). The follower's kept
 * walk for suggestions goes with it: their next suggestions read whom the new member follows.
 */
export async function follow(db: Database, followerId: string, followingId: string) {
  const inserted = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  if (inserted.length > 0) await forgetWalk(db, followerId);
  return inserted.length > 0;
}

export async function unfollow(db: Database, followerId: string, followingId: string) {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ followerId: follows.followerId });
  if (removed.length > 0) await forgetWalk(db, followerId);
}

function forgetWalk(db: Database, memberId: string) {
  return db.delete(followWalks).where(eq(followWalks.memberId, memberId));
}

export async function isFollowing(db: Database, followerId: string, followingId: string) {
  const [row] = await db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .limit(1);
  return row !== undefined;
}

export async function followCounts(db: Database, userId: string) {
  const [row] = await db
    .select({
      followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followingId} = ${userId})`,
      following: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { followers: row?.followers ?? 0, following: row?.following ?? 0 };
}

/** A member's follower and following counts; 404 for someone who does not exist. */
export async function followCountsOf(db: Database, memberId: string) {
  found(await memberExists(db, memberId), MEMBER_NOT_FOUND_MESSAGE);
  return followCounts(db, memberId);
}
