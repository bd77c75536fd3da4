import type { Post } from "@contract/posts.ts";
import type { QueryClient } from "@tanstack/react-query";
import { updatePostInData } from "@web/features/posts/posts.ts";
import { anySavedPosts } from "@web/features/saved/api/keys.ts";
import { anyMemberStats, anyProfile } from "@web/features/users/api/keys.ts";
import { holdsPosts, postKeys } from "./keys.ts";

/** Changes (or with null, drops) one post in every cached list and page that holds it. */
export function updatePostCaches(
  queryClient: QueryClient,
  postId: string,
  update: (post: Post) => Post | null,
): void {
  queryClient.setQueriesData<unknown>(
    { predicate: (query) => holdsPosts(query.queryKey) },
    (data: unknown) => (data === undefined ? undefined : updatePostInData(data, postId, update)),
  );
}

/**
 * After a reaction: the server's counts are already in the cache, so the open lists are only
 * marked stale (refetched when next shown) while the permalink and the analytics refresh now.
 */
export async function refreshAfterReaction(queryClient: QueryClient, postId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.detail(postId), exact: true }),
    queryClient.invalidateQueries({ predicate: anyMemberStats }),
    queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: "none" }),
  ]);
}

/**
 * After a change to what lists show (a new, deleted or commented post): refetch the post lists,
 * saved posts, analytics and profiles (which carry the posts count).
 */
export async function refreshPostLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.all }),
    queryClient.invalidateQueries({ predicate: anySavedPosts }),
    queryClient.invalidateQueries({ predicate: anyMemberStats }),
    queryClient.invalidateQueries({ predicate: anyProfile }),
  ]);
}
