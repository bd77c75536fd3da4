import { likeStateSchema } from "@contract/posts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { withLike } from "@web/features/posts/posts.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { postKeys } from "./keys.ts";
import { refreshAfterReaction, updatePostCaches } from "./post-cache.ts";

export const LIKE_FAILED_MESSAGE = "Failed to update like. Please try again.";

/** A like toggles at once, the count moves by one, and both go back with a message on failure. */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ["like", postId];
  return useMutation({
    mutationKey,
    mutationFn: (liked: boolean) =>
      apiRequest(
        liked ? "POST" : "DELETE",
        `/api/posts/${postId}/like`,
        undefined,
        likeStateSchema,
      ),
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
      showErrorToast(error, LIKE_FAILED_MESSAGE, { serverReason: "never" });
    },
    onSettled: () => refreshAfterReaction(queryClient, postId),
  });
}
