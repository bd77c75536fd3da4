import type { Comment } from "@contract/posts.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { comments, posts, users } from "../db/schema/index.ts";

const commentColumns = {
  id: comments.id,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  user: {
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
  },
};

type CommentRow = Omit<Comment, "createdAt"> & { createdAt: Date };
const present = (row: CommentRow): Comment => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A post's comments, oldest first, as a conversation reads. */
export async function listComments(db: Database, postId: string): Promise<Comment[]> {
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.postId, postId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(present);
}

/** Adds a comment and counts it on the post, in one transaction. */
export async function addComment(db: Database, postId: string, userId: string, content: string) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId, userId, content })
      .returning({ id: comments.id });
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, postId));
    return row!.id;
  });
  const [created] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id));
  return present(created!);
}

export async function findComment(db: Database, commentId: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId));
  return row ?? null;
}

/** Removes a comment and uncounts it, in one transaction. */
export async function deleteComment(db: Database, commentId: string, postId: string) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(comments)
      .where(and(eq(comments.id, commentId), eq(comments.postId, postId)))
      .returning({ id: comments.id });
    if (deleted.length > 0) {
      await tx
        .update(posts)
        .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
        .where(eq(posts.id, postId));
    }
  });
}
