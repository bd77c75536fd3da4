import { COMMENTS_PER_PAGE, type Comment } from "@contract/posts.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { type KeysetPage, keysetList } from "../db/keyset.ts";
import { comments, posts, users } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";
import { notSuspended } from "../users/suspension.ts";
import { canDeleteComment } from "./policy.ts";
import { visiblePost } from "./queries.ts";
import { viewPost } from "./react-to-post.ts";

const commentColumns = {
  id: comments.id,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  user: {
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
    isVerified: users.isVerified,
  },
};

type CommentRow = Omit<Comment, "createdAt"> & { createdAt: Date };
const present = (row: CommentRow): Comment =>
  Object.assign({}, row, { createdAt: row.createdAt.toISOString() });

/** A post's comments, newest first; the cursor's own kind continues only a list of comments. */
const commentList = keysetList("comments", comments.createdAt, comments.id);

/**
 * A page of a post's comments: the newest, or those before the cursor's, oldest first within
 * the page as a conversation reads, with the cursor to the comments before them. A post with
 * thousands of comments costs one page of its comments' index.
 */
async function listComments(
  db: Database,
  postId: string,
  cursorText: string | undefined,
): Promise<KeysetPage<Comment>> {
  const rows = await commentsPageStatement(db).execute({
    postId,
    ...commentList.cursorValues(cursorText),
  });
  const page = commentList.page(rows, COMMENTS_PER_PAGE);
  const oldestFirst = page.items
    .reverse()
    .map(({ cursorAt: _at, cursorId: _id, ...comment }) => present(comment));
  return { items: oldestFirst, nextCursor: page.nextCursor };
}

/** A page of a post's comments as a named statement, built once rather than per request. */
function commentsPageStatement(db: Database) {
  return commentList.namedPage(
    db,
    "comments_page",
    COMMENTS_PER_PAGE + 1,
    () =>
      db
        .select(Object.assign({}, commentColumns, commentList.cursorColumns))
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .$dynamic(),
    and(eq(comments.postId, sql.placeholder("postId")), notSuspended())!,
  );
}

/**
 * Adds a comment, counts it on the post and stores the author's notification, in one
 * transaction; the notification goes out live after the commit.
 */
async function addComment(
  { db, events }: Pick<AppContext, "db" | "events">,
  post: { id: string; authorId: string },
  author: SessionUser,
  content: string,
) {
  const { id, notification } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId: post.id, userId: author.id, content })
      .returning({ id: comments.id });
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, post.id));
    const notification = await recordNotification(tx, post.authorId, author.id, {
      type: "comment",
      title: "New comment",
      message: `${fullName(author)} commented on your post.`,
      link: `/posts/${post.id}`,
    });
    return { id: row!.id, notification };
  });
  await publishNotifications(events, [notification]);
  const [created] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id));
  return present(created!);
}

async function findComment(db: Database, commentId: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId));
  return row ?? null;
}

/** Removes a comment and uncounts it, in one transaction (its author, or an admin's removal). */
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

export const COMMENT_NOT_FOUND_MESSAGE = "Comment not found.";

/**
 * A page of a post's comments, for someone who may see the post; opening them (the newest
 * page) counts as a view.
 */
export async function commentsOnPost(
  db: Database,
  viewer: SessionUser,
  postId: string,
  cursorText: string | undefined,
) {
  // The newest page is where a member opens a post's comments, and counts as a view of it.
  const post = cursorText
    ? await visiblePost(db, viewer.id, postId)
    : await viewPost(db, viewer, postId);
  return listComments(db, post.id, cursorText);
}

/** A comment on a post the member may see; the post's author hears of it. */
export async function commentOnPost(
  context: Pick<AppContext, "db" | "events">,
  author: SessionUser,
  postId: string,
  content: string,
): Promise<Comment> {
  const post = await visiblePost(context.db, author.id, postId);
  return addComment(context, { id: post.id, authorId: post.user.id }, author, content);
}

/** Its author removes a comment from a post. */
export async function removeComment(
  db: Database,
  actor: SessionUser,
  postId: string,
  commentId: string,
): Promise<void> {
  const comment = await findComment(db, commentId);
  const onThisPost = found(comment?.postId === postId ? comment : null, COMMENT_NOT_FOUND_MESSAGE);
  authorize(actor, canDeleteComment, onThisPost);
  await deleteComment(db, onThisPost.id, onThisPost.postId);
}
