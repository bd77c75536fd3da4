import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { postBookmarks, postLikes, posts, postViews } from "../db/schema/index.ts";

type PairTable = typeof postLikes | typeof postBookmarks | typeof postViews;
type Counter = "likesCount" | "viewsCount";

/**
 * A member's like, bookmark or view of a post: idempotent, and the post's counter moves
 * in the same transaction as the row, only when a row really appeared or went away.
 * The unique (post, member) key settles concurrent requests, so counts never drift.
 */
function reaction(table: PairTable, counter?: Counter) {
  const bump = (delta: 1 | -1) =>
    counter && { [counter]: sql`greatest(${posts[counter]} + ${delta}, 0)` };

  return {
    async add(db: Database, postId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(table)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: table.postId });
        const change = bump(1);
        if (inserted.length > 0 && change) {
          await tx.update(posts).set(change).where(eq(posts.id, postId));
        }
        return inserted.length > 0;
      });
    },

    async remove(db: Database, postId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(table)
          .where(and(eq(table.postId, postId), eq(table.userId, userId)))
          .returning({ postId: table.postId });
        const change = bump(-1);
        if (deleted.length > 0 && change) {
          await tx.update(posts).set(change).where(eq(posts.id, postId));
        }
        return deleted.length > 0;
      });
    },

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

/** The like state a client shows after a toggle. */
export async function likeState(db: Database, postId: string, userId: string) {
  const [row] = await db
    .select({ likes: posts.likesCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return { likes: row?.likes ?? 0, isLiked: await likes.has(db, postId, userId) };
}
