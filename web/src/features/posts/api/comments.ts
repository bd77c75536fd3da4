import { type Comment, commentSchema } from "@contract/posts.ts";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { fetchCursorPage, oldestFirstRows, pageUrl } from "@web/lib/cursor-pages.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { useMemo } from "react";
import { z } from "zod/mini";
import { postKeys } from "./keys.ts";
import { refreshPostLists } from "./post-cache.ts";

export const COMMENT_FAILED_MESSAGE = "Failed to add comment. Please try again.";
export const DELETE_COMMENT_FAILED_MESSAGE = "Failed to delete comment. Please try again.";

const commentsUrl = (postId: string) => `/api/posts/${postId}/comments`;

const commentListSchema = z.array(commentSchema);
type CommentPages = InfiniteData<{ items: Comment[]; nextCursor: string | null }, string | null>;

/**
 * The comments of a post, oldest first: the newest page, and earlier ones on request. Fetched
 * only while `enabled` (the modal is open).
 */
export function useComments(postId: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: postKeys.comments(postId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      fetchCursorPage(pageUrl(commentsUrl(postId), pageParam), commentListSchema),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
  const pages = query.data?.pages;
  const comments = useMemo(() => oldestFirstRows(pages), [pages]);
  return { ...query, comments };
}

/** After a comment is posted, the comment list and the post lists (their counts) refresh. */
export function useAddComment(postId: string, onAdded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest("POST", commentsUrl(postId), { content }, commentSchema),
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
    onError: (error) => showErrorToast(error, COMMENT_FAILED_MESSAGE, { serverReason: "never" }),
  });
}

/** Deletes the member's own comment; it leaves the list at once and returns if that fails. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(postId);
  return useMutation({
    mutationFn: (commentId: string) => apiRequest("DELETE", `${commentsUrl(postId)}/${commentId}`),
    onMutate: async (commentId) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<CommentPages>(key);
      queryClient.setQueryData<CommentPages>(
        key,
        (data) =>
          data && {
            pageParams: data.pageParams,
            pages: data.pages.map((page) => ({
              nextCursor: page.nextCursor,
              items: page.items.filter((comment) => comment.id !== commentId),
            })),
          },
      );
      return { previous };
    },
    onError: (error, _commentId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showErrorToast(error, DELETE_COMMENT_FAILED_MESSAGE, { serverReason: "never" });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key, exact: true }),
        refreshPostLists(queryClient),
      ]);
    },
  });
}
