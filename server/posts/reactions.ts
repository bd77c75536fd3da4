import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { runAsOneStatement, type StatementParts } from "../db/common-tables.ts";
import { postBookmarks, postLikes, posts, postViews } from "../db/schema/index.ts";

type PairTable = typeof postLikes | typeof postBookmarks | typeof postViews;
type Counter = "likesCount" | "viewsCount";

/**
 * Whether a reaction really appeared or went away, and the post's counter after it (null for
 * a reaction without one).
 */
export type ReactionChange = { changed: boolean; count: number | null };

/** True within a reaction's statement when its row really appeared or went away. */
export const REACTION_CHANGED = sql`exists (select from changed)`;

/**
 * A member's like, bookmark or view of a post: idempotent, and the post's counter moves with
 * the row in the same statement, only when a row really appeared or went away. The unique
 * (post, member) key settles concurrent requests, so counts never drift; and being one
 * statement, a popular post's row is locked while it runs, not for a transaction's round trips.
 */
function reaction(table: PairTable, counter?: Counter) {
  /**
   * The insert or delete and, when it changed a row, the counter moved by `delta`, answering as
   * ReactionChange. A caller may run parts of its own after them that act only if the row
   * changed (REACTION_CHANGED), as a like's notification does.
   */
  const statement = (db: Database, postId: string, change: SQL, delta: 1 | -1): StatementParts => {
    const changed = { name: "changed", query: sql`${change} returning ${table.postId}` };
    if (!counter)
      return { parts: [changed], columns: sql`${REACTION_CHANGED} as changed, null::int as count` };
    const column = posts[counter];
    const moved = db
      .update(posts)
      .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
      .where(and(eq(posts.id, postId), REACTION_CHANGED))
      .returning({ count: sql<number>`${column}`.as("count") })
      .getSQL();
    return {
      parts: [changed, { name: "moved", query: moved }],
      columns: sql`${REACTION_CHANGED} as changed, coalesce(
        (select count from moved),
        (select ${column} from ${posts} where ${posts.id} = ${postId}), 0)::int as count`,
    };
  };

  const adding = (db: Database, postId: string, userId: string) =>
    statement(
      db,
      postId,
      sql`insert into ${table} (post_id, user_id) values (${postId}, ${userId}) on conflict do nothing`,
      1,
    );
  const removing = (db: Database, postId: string, userId: string) =>
    statement(
      db,
      postId,
      sql`delete from ${table} where ${and(eq(table.postId, postId), eq(table.userId, userId))}`,
      -1,
    );

  return {
    adding,
    add: (db: Database, postId: string, userId: string) =>
      runAsOneStatement<ReactionChange>(db, adding(db, postId, userId)),
    remove: (db: Database, postId: string, userId: string) =>
      runAsOneStatement<ReactionChange>(db, removing(db, postId, userId)),

    async has(db: Database, postId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ postId: table.postId })
        .from(table)
        .where(and(eq(table.postId, postId), eq(table.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export const likes = reaction(postLikes, "likesCount");
export const bookmarks = reaction(postBookmarks);
export const views = reaction(postViews, "viewsCount");
