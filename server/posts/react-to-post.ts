import type { BookmarkState, LikeState, Post } from "@contract/posts.ts";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { namedAsOneStatement, namedAsOneStatementRead } from "../db/common-tables.ts";
import { jsonSelects } from "../db/json-rows.ts";
import { found } from "../http/authorize.ts";
import {
  type Notice,
  noticeValues,
  notificationWrites,
  pendingNotification,
  publishNotifications,
  type StoredNotice,
} from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";
import { POST_NOT_FOUND_MESSAGE, presentPost, visiblePostQuery } from "./queries.ts";
import {
  bookmarks,
  likes,
  onVisiblePost,
  REACTED_POST_AUTHOR,
  REACTION_CHANGED,
  type ReactionChange,
  reactionValues,
  views,
} from "./reactions.ts";

/**
 * Likes a post the member may see; its author hears of a new like once it is stored. Finding the
 * post, the like, its count and the author's notification are one named statement, so a
 * popular post's row is held only while it runs. The like state answered is the one it left:
 * liked, at the count it moved to.
 */
export async function likePost(
  context: Pick<AppContext, "db" | "events">,
  viewer: SessionUser,
  postId: string,
): Promise<LikeState> {
  const name = fullName(viewer);
  const notice: Notice = {
    type: "like",
    title: "New like",
    message: `${name} liked your post.`,
    link: `/posts/${postId}`,
    group: { key: `like:${postId}` },
  };
  const like = onVisiblePost(
    await likeStatement(context.db)(
      Object.assign(reactionValues(postId, viewer.id), noticeValues(notice, viewer.id), {
        likerName: name,
      }),
    ),
  );
  await publishNotifications(context.events, [pendingNotification(like.authorId, notice, like)]);
  return { likes: like.count ?? 0, isLiked: true };
}

/** The like and, when it is new, its author's notification (the liker's name as `likerName`). */
function likeStatement(db: Database) {
  return namedAsOneStatement<ReactionChange & StoredNotice>(db, "like_post", () => [
    likes.adding(db),
    notificationWrites({
      recipient: REACTED_POST_AUTHOR,
      onlyIf: REACTION_CHANGED,
      grouped: (count) => likedBy(sql.placeholder("likerName"), count),
    }),
  ]);
}

/**
 * "Ana and 3 others liked your post.": the latest liker and how many more, while unread; in
 * SQL, as the grouped entry's count is known only as the statement updates it.
 */
function likedBy(name: Placeholder, count: SQL): SQL {
  return sql`${name}::text || ' and ' || (${count} - 1)::text
    || case when ${count} = 2 then ' other' else ' others' end || ' liked your post.'`;
}

export async function unlikePost(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<LikeState> {
  const unlike = await likes.remove(db, postId, viewer.id);
  return { likes: unlike.count ?? 0, isLiked: false };
}

export async function bookmarkPost(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<BookmarkState> {
  await bookmarks.add(db, postId, viewer.id);
  return { isBookmarked: true };
}

export async function unbookmarkPost(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<BookmarkState> {
  await bookmarks.remove(db, postId, viewer.id);
  return { isBookmarked: false };
}

export async function bookmarkState(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<BookmarkState> {
  return { isBookmarked: await bookmarks.has(db, postId, viewer.id) };
}

/**
 * Opens a post's permalink: a real view, counted once per member and never for the author's
 * own (the view's statement decides both; opening its comments counts the same way). The post
 * as the member may see it and the view are one statement; the post shows the count the view
 * left.
 */
export async function viewPost(db: Database, viewer: SessionUser, postId: string): Promise<Post> {
  const opened = await openPostStatement(db)(reactionValues(postId, viewer.id));
  const row = found(opened.post[0], POST_NOT_FOUND_MESSAGE);
  return Object.assign(presentPost(row), { views: opened.view.count ?? row.post.viewsCount });
}

/** The view of a post and the post as the member may see it, as one named statement. */
function openPostStatement(db: Database) {
  return namedAsOneStatementRead(db, "open_post", () => {
    const { piece, read } = jsonSelects({ post: visiblePostQuery(db, sql.placeholder("userId")) });
    return {
      pieces: [views.adding(db), piece],
      read: (row: unknown) => Object.assign(read(row), { view: row as ReactionChange }),
    };
  });
}
