import { type BookmarkState, bookmarkStateSchema } from "@contract/posts.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { anySavedPosts } from "@web/features/saved/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { postKeys } from "./keys.ts";

export const BOOKMARK_FAILED_MESSAGE = "Failed to update bookmark. Please try again.";

/** Whether the member has bookmarked a post. */
function bookmarkStateQuery(postId: string) {
  return queryOptions({
    queryKey: postKeys.bookmarkState(postId),
    queryFn: () =>
      apiRequest("GET", `/api/posts/${postId}/is-bookmarked`, undefined, bookmarkStateSchema),
  });
}

/** The bookmark state of a post, read when `enabled` (the card asks when its menu opens). */
export function useBookmarkState(postId: string, enabled: boolean) {
  return useQuery({ ...bookmarkStateQuery(postId), enabled });
}

/** Reads the bookmark state ahead, when the card's menu is pointed at. */
export function usePrefetchBookmarkState(postId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(bookmarkStateQuery(postId));
}

/** A bookmark toggles at once and goes back with a message when the call fails. */
export function useBookmarkPost(postId: string) {
  const queryClient = useQueryClient();
  const key = postKeys.bookmarkState(postId);
  return useMutation({
    mutationFn: (bookmarked: boolean) =>
      apiRequest(
        bookmarked ? "POST" : "DELETE",
        `/api/posts/${postId}/bookmark`,
        undefined,
        bookmarkStateSchema,
      ),
    onMutate: async (bookmarked) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<BookmarkState>(key, { isBookmarked: bookmarked });
    },
    onSuccess: (answer) => queryClient.setQueryData<BookmarkState>(key, answer),
    onError: (error, bookmarked) => {
      queryClient.setQueryData<BookmarkState>(key, { isBookmarked: !bookmarked });
      showErrorToast(error, BOOKMARK_FAILED_MESSAGE, { serverReason: "never" });
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: anySavedPosts }),
  });
}
