import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { postKeys } from "./keys.ts";
import { refreshPostLists, updatePostCaches } from "./post-cache.ts";

export const DELETE_POST_FAILED_MESSAGE = "Failed to delete post. Please try again.";

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
    onError: (error) =>
      showErrorToast(error, DELETE_POST_FAILED_MESSAGE, { serverReason: "never" }),
  });
}
