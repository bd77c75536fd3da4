import type { QueryKey } from "@tanstack/react-query";
import { isMemberEntry } from "@web/features/users/api/keys.ts";

/** Query keys for posts: every list, single post, comment list and bookmark state is under `all`. */
export const postKeys = {
  all: ["posts"] as const,
  feed: () => ["posts", "list", "feed"] as const,
  byMember: (userId: string) => ["posts", "list", "member", userId] as const,
  detail: (postId: string) => ["posts", "detail", postId] as const,
  comments: (postId: string) => ["posts", "comments", postId] as const,
  bookmarkState: (postId: string) => ["posts", "bookmark-state", postId] as const,
  trending: () => ["trending-tags"] as const,
};

/** Cached answers that may hold posts: anything under `postKeys.all` and saved posts. */
export function holdsPosts(queryKey: QueryKey): boolean {
  return queryKey[0] === postKeys.all[0] || isMemberEntry(queryKey, "saved-posts");
}
