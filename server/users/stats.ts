import type { UserStats } from "@contract/posts.ts";
import { and, count, countDistinct, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { comments, follows, postLikes, posts, profileViews } from "../db/schema/index.ts";

const WINDOW_DAYS = 30;

/**
 * Your Analytics for the last 30 days: distinct members who viewed the profile (not the
 * owner), likes and comments others gave the member's posts, and new followers.
 */
export async function memberStats(db: Database, userId: string): Promise<UserStats> {
  const since = sql`now() - make_interval(days => ${WINDOW_DAYS})`;
  const [views, likes, replies, followers] = await Promise.all([
    db
      .select({ n: countDistinct(profileViews.viewerId) })
      .from(profileViews)
      .where(
        and(
          eq(profileViews.profileId, userId),
          ne(profileViews.viewerId, userId),
          gt(profileViews.viewedOn, sql`current_date - ${WINDOW_DAYS}::int`),
        ),
      ),
    db
      .select({ n: count() })
      .from(postLikes)
      .innerJoin(posts, eq(posts.id, postLikes.postId))
      .where(
        and(eq(posts.userId, userId), ne(postLikes.userId, userId), gt(postLikes.createdAt, since)),
      ),
    db
      .select({ n: count() })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(
        and(eq(posts.userId, userId), ne(comments.userId, userId), gt(comments.createdAt, since)),
      ),
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followingId, userId), gt(follows.createdAt, since))),
  ]);
  const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    profileViews: first(views),
    postEngagement: first(likes) + first(replies),
    newFollowers: first(followers),
  };
}
