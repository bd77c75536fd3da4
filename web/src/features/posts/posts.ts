import type { Post } from "@contract/posts.ts";
import { objectIdFromPath } from "@contract/uploads.ts";
import type { InfiniteData } from "@tanstack/react-query";

/** One page of a post list: the posts, and the cursor of the next page (null on the last). */
export type PostPage = { posts: Post[]; nextCursor: string | null };

/** The pages of an infinite post list as one list, each post once (pages can overlap). */
export function flattenPostPages(pages: readonly PostPage[] | undefined): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const page of pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

type LikeState = Pick<Post, "likes" | "isLiked">;

/** A like toggles at once and the count moves by one (never below zero). */
export function withLike<T extends LikeState>(post: T, liked: boolean): T {
  if (post.isLiked === liked) return post;
  return { ...post, isLiked: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) };
}

function isPost(value: unknown): value is Post {
  return (
    typeof value === "object" &&
    value !== null &&
    "id" in value &&
    "likes" in value &&
    "hashtags" in value &&
    "user" in value
  );
}

function isPostPage(value: unknown): value is PostPage {
  return typeof value === "object" && value !== null && "posts" in value && "nextCursor" in value;
}

function isInfinite(value: unknown): value is InfiniteData<unknown> {
  return typeof value === "object" && value !== null && "pages" in value && "pageParams" in value;
}

/**
 * Applies `update` to the post with this id wherever a cached answer holds it: a single post,
 * a list of posts, a page, or the pages of an infinite list. `update` returning null removes it.
 * Answers without that post come back as the very same object.
 */
export function updatePostInData<T>(
  data: T,
  postId: string,
  update: (post: Post) => Post | null,
): T {
  if (isPost(data)) {
    if (data.id !== postId) return data;
    // A single post that was removed keeps its cache entry; its page handles the 404.
    return (update(data) ?? data) as T;
  }
  if (Array.isArray(data)) {
    let changed = false;
    const next: unknown[] = [];
    for (const item of data) {
      if (isPost(item) && item.id === postId) {
        changed = true;
        const updated = update(item);
        if (updated) next.push(updated);
      } else {
        next.push(item);
      }
    }
    return (changed ? next : data) as T;
  }
  if (isPostPage(data)) {
    const posts = updatePostInData(data.posts, postId, update);
    return (posts === data.posts ? data : { ...data, posts }) as T;
  }
  if (isInfinite(data)) {
    const pages = data.pages.map((page) => updatePostInData(page, postId, update));
    const changed = pages.some((page, index) => page !== data.pages[index]);
    return (changed ? { ...data, pages } : data) as T;
  }
  return data;
}

/** The post with this id in a cached answer, if it is there. */
export function findPostInData(data: unknown, postId: string): Post | undefined {
  let found: Post | undefined;
  updatePostInData(data, postId, (post) => {
    found = post;
    return post;
  });
  return found;
}

/** The address a post can be shared by (Copy Link). */
export function postPermalink(origin: string, postId: string): string {
  return `${origin.replace(/\/+$/, "")}/posts/${postId}`;
}

/** Thumbnails exist only for uploaded objects; seed images and raw links have one size. */
export const THUMBNAIL_WIDTH = 400;
const DISPLAY_MAX_WIDTH = 2048;

/** `src` and, for uploaded objects, a `srcset` offering the ~400 px thumbnail. */
export function postImageSources(
  imageUrl: string,
  width: number | null,
): { src: string; srcSet?: string } {
  if (!objectIdFromPath(imageUrl)) return { src: imageUrl };
  const displayWidth = Math.min(width ?? DISPLAY_MAX_WIDTH, DISPLAY_MAX_WIDTH);
  if (displayWidth <= THUMBNAIL_WIDTH) return { src: imageUrl };
  return {
    src: imageUrl,
    srcSet: `${imageUrl}/thumb ${THUMBNAIL_WIDTH}w, ${imageUrl} ${displayWidth}w`,
  };
}

/**
 * The box a feed image is drawn in: its own proportions, kept between 4:5 (portrait) and 2:1
 * (panorama) so one extreme image cannot take over the feed. 4:3 when the size is unknown.
 */
export function feedImageAspect(width: number | null, height: number | null): number {
  if (!width || !height) return 4 / 3;
  return Math.min(2, Math.max(4 / 5, width / height));
}

/** The text split into plain runs and #hashtags, so the card can highlight the tags. */
export function splitHashtags(text: string): { text: string; isTag: boolean }[] {
  const parts: { text: string; isTag: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/#[\p{L}\p{N}_]+/gu)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), isTag: false });
    parts.push({ text: match[0], isTag: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isTag: false });
  return parts;
}

/** The search results for a hashtag: `/search?q=%23tag` (the server matches hashtags). */
export function hashtagSearchHref(tag: string): string {
  const bare = tag.replace(/^#+/, "");
  return `/search?q=${encodeURIComponent(`#${bare}`)}`;
}

/** The post's hashtags that its text does not already show (compared ignoring case). */
export function tagsNotInText(text: string, hashtags: readonly string[]): string[] {
  const inText = new Set(
    splitHashtags(text)
      .filter((part) => part.isTag)
      .map((part) => part.text.toLowerCase()),
  );
  return hashtags.filter((tag) => !inText.has(tag.toLowerCase()));
}
