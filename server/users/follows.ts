import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { follows } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "./privacy.ts";
import { memberExists } from "./queries.ts";

/** Follows a member; true when it is new (a second follow changes nothing). */
export async function follow(db: Database, followerId: string, followingId: string) {
  const inserted = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return inserted.length > 0;
}

export async function unfollow(db: Database, followerId: string, followingId: string) {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
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
