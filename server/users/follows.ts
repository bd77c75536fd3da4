import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { follows, followWalks, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "./privacy.ts";

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

/** A member's follower and following counts, or zeros for someone who does not exist. */
export async function followCounts(db: Database, userId: string) {
  const [row] = await countsStatement(db).execute({ memberId: userId });
  return row ?? { followers: 0, following: 0 };
}

/** A member's follower and following counts; 404 for someone who does not exist. */
export async function followCountsOf(db: Database, memberId: string) {
  const [row] = await countsStatement(db).execute({ memberId });
  return found(row, MEMBER_NOT_FOUND_MESSAGE);
}

/**
 * Both counts of the member, as one named statement with no row when there is no such
 * member: a profile asks for them beside its own read, and building the query was a seventh of
 * the server's time on it.
 */
function countsStatement(db: Database) {
  return namedStatement(db, "follow_counts", (name) =>
    db
      .select({
        followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followingId} = ${users.id})`,
        following: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${users.id})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("memberId")))
      .prepare(name),
  );
}
