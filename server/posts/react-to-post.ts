import type { BookmarkState, LikeState, Post } from "@contract/posts.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";
import { visiblePost } from "./queries.ts";
import { bookmarks, likeState, likes, views } from "./reactions.ts";

/** Likes a post the member may see; its author hears of a new like once it is stored. */
export async function likePost(
  context: Pick<AppContext, "db" | "events">,
  viewer: SessionUser,
  postId: string,
): Promise<LikeState> {
  const post = await visiblePost(context.db, viewer.id, postId);
  const name = fullName(viewer);
  const notification = await context.db.transaction(async (tx) =>
    (await likes.add(tx, post.id, viewer.id))
      ? recordNotification(tx, post.user.id, viewer.id, {
          type: "like",
          title: "New like",
          message: `${name} liked your post.`,
          link: `/posts/${post.id}`,
          group: { key: `like:${post.id}`, grouped: (count) => likedBy(name, count) },
        })
      : null,
  );
  await publishNotifications(context.events, [notification]);
  return likeState(context.db, post.id, viewer.id);
}

/** "Ana and 3 others liked your post.": the latest liker and how many more, while unread. */
export function likedBy(name: string, count: number): string {
  const others = count - 1;
  return `${name} and ${others} other${others === 1 ? "" : "s"} liked your post.`;
}

export async function unlikePost(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<LikeState> {
  const post = await visiblePost(db, viewer.id, postId);
  await likes.remove(db, post.id, viewer.id);
  return likeState(db, post.id, viewer.id);
}

export async function bookmarkPost(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<BookmarkState> {
  const post = await visiblePost(db, viewer.id, postId);
  await bookmarks.add(db, post.id, viewer.id);
  return { isBookmarked: true };
}

export async function unbookmarkPost(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<BookmarkState> {
  const post = await visiblePost(db, viewer.id, postId);
  await bookmarks.remove(db, post.id, viewer.id);
  return { isBookmarked: false };
}

export async function bookmarkState(
  db: Database,
  viewer: SessionUser,
  postId: string,
): Promise<BookmarkState> {
  const post = await visiblePost(db, viewer.id, postId);
  return { isBookmarked: await bookmarks.has(db, post.id, viewer.id) };
}

/**
 * Opens a post (its permalink, or its comments): a real view, counted once per member and
 * never for the author's own.
 */
export async function viewPost(db: Database, viewer: SessionUser, postId: string): Promise<Post> {
  const post = await visiblePost(db, viewer.id, postId);
  if (post.user.id !== viewer.id && (await views.add(db, post.id, viewer.id))) post.views += 1;
  return post;
}
