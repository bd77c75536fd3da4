import type { Comment, Post } from "@contract/posts.ts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import {
  holdsPosts,
  postKeys,
  SUGGESTED_USERS_KEY,
  updatePostInData,
  withLike,
} from "@web/lib/posts.ts";
import { apiRequest } from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";

export const LIKE_FAILED_MESSAGE = "Failed to update like. Please try again.";
export const BOOKMARK_FAILED_MESSAGE = "Failed to update bookmark. Please try again.";
export const COMMENT_FAILED_MESSAGE = "Failed to add comment. Please try again.";
export const FOLLOW_FAILED_MESSAGE = "Failed to follow user. Please try again.";
export const DELETE_POST_FAILED_MESSAGE = "Failed to delete post. Please try again.";
export const DELETE_COMMENT_FAILED_MESSAGE = "Failed to delete comment. Please try again.";

/** A failed action: the signed-out notice for a 401, otherwise an "Error" toast. */
export function showActionError(error: unknown, description: string): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized(toast);
    return;
  }
  toast({ title: "Error", description, variant: "destructive" });
}

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

const isStatsKey = (key: readonly unknown[]) => key[0] === "/api/users" && key[2] === "stats";
const isBookmarksKey = (key: readonly unknown[]) =>
  key.some((part) => typeof part === "string" && part.includes("bookmarks"));

/**
 * After a reaction: the server's counts are already in the cache, so the open lists are only
 * marked stale (refetched when next shown) while the permalink and the analytics refresh now.
 */
async function afterReaction(queryClient: QueryClient, postId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.detail(postId), exact: true }),
    queryClient.invalidateQueries({ predicate: (query) => isStatsKey(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: "none" }),
  ]);
}

/** Post lists: the feed, single posts, a member's posts and saved posts (not people lists). */
const isPostListKey = (key: readonly unknown[]) =>
  (typeof key[0] === "string" && key[0].startsWith("/api/posts")) ||
  (holdsPosts(key) && key.some((part) => typeof part === "string" && /posts|bookmarks/.test(part)));

/** A member's profile, which carries their posts count. */
const isProfileKey = (key: readonly unknown[]) => key[0] === "/api/users" && key.length === 2;

/** After a change to what lists show (a new, deleted or commented post): refetch them. */
export async function refreshPostLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => isPostListKey(query.queryKey) }),
    queryClient.invalidateQueries({ predicate: (query) => isStatsKey(query.queryKey) }),
    queryClient.invalidateQueries({ predicate: (query) => isProfileKey(query.queryKey) }),
  ]);
}

type LikeAnswer = Pick<Post, "likes" | "isLiked">;

/** SPEC §4 Like: toggles at once, count ±1, reverted with a message when the call fails. */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ["like", postId];
  return useMutation({
    mutationKey,
    mutationFn: async (liked: boolean) => {
      const response = await apiRequest(liked ? "POST" : "DELETE", `/api/posts/${postId}/like`);
      return (await response.json()) as LikeAnswer;
    },
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: postKeys.detail(postId), exact: true });
      updatePostCaches(queryClient, postId, (post) => withLike(post, liked));
    },
    onSuccess: (answer) => {
      // With clicks still in flight, their optimistic state is newer than this answer.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      updatePostCaches(queryClient, postId, (post) => ({ ...post, ...answer }));
    },
    onError: (error, liked) => {
      updatePostCaches(queryClient, postId, (post) => withLike(post, !liked));
      showActionError(error, LIKE_FAILED_MESSAGE);
    },
    onSettled: () => afterReaction(queryClient, postId),
  });
}

type BookmarkAnswer = { isBookmarked: boolean };

/** The bookmark state of a post, read when `enabled` (the card asks when its menu opens). */
export function useBookmarkState(postId: string, enabled: boolean) {
  return useQuery<BookmarkAnswer>({ queryKey: postKeys.isBookmarked(postId), enabled });
}

/** SPEC §4 Bookmark: toggles at once, reverted with a message when the call fails. */
export function useBookmarkPost(postId: string) {
  const queryClient = useQueryClient();
  const key = postKeys.isBookmarked(postId);
  return useMutation({
    mutationFn: async (bookmarked: boolean) => {
      const method = bookmarked ? "POST" : "DELETE";
      const response = await apiRequest(method, `/api/posts/${postId}/bookmark`);
      return (await response.json()) as BookmarkAnswer;
    },
    onMutate: async (bookmarked) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<BookmarkAnswer>(key, { isBookmarked: bookmarked });
    },
    onSuccess: (answer) => queryClient.setQueryData<BookmarkAnswer>(key, answer),
    onError: (error, bookmarked) => {
      queryClient.setQueryData<BookmarkAnswer>(key, { isBookmarked: !bookmarked });
      showActionError(error, BOOKMARK_FAILED_MESSAGE);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => isBookmarksKey(query.queryKey) }),
  });
}

/** Deletes the member's own post, drops it from every list, then refreshes them. */
export function useDeletePost(postId: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/posts/${postId}`),
    onSuccess: async () => {
      updatePostCaches(queryClient, postId, () => null);
      queryClient.removeQueries({ queryKey: postKeys.detail(postId) });
      toast({
        title: "Post deleted",
        description: "Your post has been removed.",
        variant: "success",
      });
      onDeleted?.();
      await refreshPostLists(queryClient);
    },
    onError: (error) => showActionError(error, DELETE_POST_FAILED_MESSAGE),
  });
}

/** The comments of a post, oldest first, fetched only while `enabled` (the modal is open). */
export function useComments(postId: string, enabled: boolean) {
  return useQuery<Comment[]>({ queryKey: postKeys.comments(postId), enabled });
}

/** SPEC §4 Comment: after posting, the comment list and the post lists refresh. */
export function useAddComment(postId: string, onAdded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => {
      const response = await apiRequest("POST", `/api/posts/${postId}/comments`, { content });
      return (await response.json()) as Comment;
    },
    onSuccess: async () => {
      onAdded?.();
      toast({
        title: "Comment added!",
        description: "Your comment has been posted.",
        variant: "success",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.comments(postId), exact: true }),
        refreshPostLists(queryClient),
      ]);
    },
    onError: (error) => showActionError(error, COMMENT_FAILED_MESSAGE),
  });
}

/** Deletes the member's own comment; it leaves the list at once and returns if that fails. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(postId);
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest("DELETE", `/api/posts/${postId}/comments/${commentId}`),
    onMutate: async (commentId) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Comment[]>(key);
      queryClient.setQueryData<Comment[]>(key, (comments) =>
        comments?.filter((comment) => comment.id !== commentId),
      );
      return { previous };
    },
    onError: (error, _commentId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showActionError(error, DELETE_COMMENT_FAILED_MESSAGE);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key, exact: true }),
        refreshPostLists(queryClient),
      ]);
    },
  });
}

/** Follow from the suggestions (SPEC §4 Follow): a toast, then the suggestions refresh. */
export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest("POST", `/api/users/${userId}/follow`),
    onSuccess: async (_response, userId) => {
      toast({
        title: "Success",
        description: "You are now following this user!",
        variant: "success",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SUGGESTED_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/users", userId] }),
        queryClient.invalidateQueries({ predicate: (query) => isStatsKey(query.queryKey) }),
        // Their posts now rank higher in the feed: fresh on the next visit, not reshuffled now.
        queryClient.invalidateQueries({ queryKey: postKeys.feed, refetchType: "none" }),
      ]);
    },
    onError: (error) => showActionError(error, FOLLOW_FAILED_MESSAGE),
  });
}
