import type { UserStats } from "@contract/posts.ts";
import { and, count, countDistinct, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { namedStatement, preparedSql, rowCount } from "../db/named-statements.ts";
import { rowsOf } from "../db/rows.ts";
import { comments, follows, postLikes, posts, profileViews } from "../db/schema/index.ts";

const WINDOW_DAYS = 30;

/**
 * Your Analytics for the last 30 days: distinct members who viewed the profile (not the
 * owner), likes and comments others gave the member's posts, and new followers. The feed's
 * sidebar asks it on every visit, so the four counts are one named statement: as four
 * statements sent at once, each visit took four of the pool's connections.
 */
export async function memberStats(db: Database, userId: string): Promise<UserStats> {
  const statement = namedStatement(db, "member_stats", (name) => {
    const member = sql.placeholder("userId");
    const since = sql`now() - make_interval(days => ${rowCount(WINDOW_DAYS)})`;
    const views = db
      .select({ n: countDistinct(profileViews.viewerId) })
      .from(profileViews)
      .where(
        and(
          eq(profileViews.profileId, member),
          ne(profileViews.viewerId, member),
          gt(profileViews.viewedOn, sql`current_date - ${rowCount(WINDOW_DAYS)}`),
        ),
      );
    const likes = db
      .select({ n: count() })
      .from(postLikes)
      .innerJoin(posts, eq(posts.id, postLikes.postId))
      .where(
        and(eq(posts.userId, member), ne(postLikes.userId, member), gt(postLikes.createdAt, since)),
      );
    const replies = db
      .select({ n: count() })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(
        and(eq(posts.userId, member), ne(comments.userId, member), gt(comments.createdAt, since)),
      );
    const followers = db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followingId, member), gt(follows.createdAt, since)));
    return preparedSql(
      db,
      name,
      sql`select ${views}::int as "profileViews", (${likes} + ${replies})::int as "postEngagement",
        ${followers}::int as "newFollowers"`,
    );
  });
  const [stats] = rowsOf<UserStats>(await statement.execute({ userId }));
  return stats!;
}
