import { COMMENTS_PER_PAGE, type Comment } from "@contract/posts.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { namedAsOneStatementRead } from "../db/common-tables.ts";
import { jsonSelects } from "../db/json-rows.ts";
import { type KeysetPage, keysetList } from "../db/keyset.ts";
import { comments, posts, users } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";
import { notSuspended } from "../users/suspension.ts";
import { canDeleteComment } from "./policy.ts";
import { visiblePost } from "./queries.ts";
import {
  findingThePost,
  onVisiblePost,
  POST_VISIBLE,
  type PostFound,
  reactionValues,
  views,
} from "./reactions.ts";

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
/** A comment as it goes on the wire, from its row (a page's row carries its cursor beside it). */
const present = ({ id, userId, content, createdAt, user }: CommentRow): Comment => ({
  id,
  userId,
  content,
  createdAt: createdAt.toISOString(),
  user,
});

/** A post's comments, newest first; the cursor's own kind continues only a list of comments. */
const commentList = keysetList("comments", comments.createdAt, comments.id);

/**
 * A page of a post's comments for someone who may see the post: the newest, or those before
 * the cursor's, oldest first within the page as a conversation reads, with the cursor to the
 * comments before them. Opening them (the newest page) counts as a view of the post. A post
 * with thousands of comments costs one page of its comments' index.
 */
export async function commentsOnPost(
  db: Database,
  viewer: SessionUser,
  postId: string,
  cursorText: string | undefined,
): Promise<KeysetPage<Comment>> {
  // Another list's cursor is refused before anything is read or counted.
  const olderThanCursor = commentList.cursorValues(cursorText);
  const openPage = commentsPageStatement(db, !cursorText);
  const { post, comments } = await openPage(
    Object.assign(reactionValues(postId, viewer.id), olderThanCursor),
  );
  onVisiblePost(post);
  const page = commentList.page(comments, COMMENTS_PER_PAGE);
  const oldestFirst = page.items.reverse().map(present);
  return { items: oldestFirst, nextCursor: page.nextCursor };
}

/**
 * A page of a post's comments as one named statement: the post as the member may see it, on
 * the newest page the member's view of it (never the author's own), and the page of comments
 * by members not suspended, one more than a page, newest first, after the cursor. As separate
 * statements (the whole post, the view, the page) the round trips cost more than the reads.
 */
function commentsPageStatement(db: Database, countsView: boolean) {
  const name = countsView ? "comments_newest_page" : "comments_older_page";
  return namedAsOneStatementRead(db, name, () => {
    const { piece, read } = jsonSelects({
      comments: commentList.pageQuery(
        db
          .select(Object.assign({}, commentColumns, commentList.cursorColumns))
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .$dynamic(),
        and(eq(comments.postId, sql.placeholder("postId")), notSuspended(), POST_VISIBLE)!,
        COMMENTS_PER_PAGE + 1,
      ),
    });
    return {
      pieces: [countsView ? views.adding(db) : findingThePost, piece],
      read: (row: unknown) => Object.assign(read(row), { post: row as PostFound }),
    };
  });
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
