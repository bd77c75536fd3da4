import { type CreatePostInput, postSchema } from "@contract/posts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { refreshPostLists } from "./post-cache.ts";

export const CREATE_POST_FAILED_MESSAGE = "Failed to create post. Please try again.";

/** Shares a post; then every post list refreshes. `onShared` clears the composer. */
export function useCreatePost({ onShared }: { onShared?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: CreatePostInput) => apiRequest("POST", "/api/posts", post, postSchema),
    onSuccess: async () => {
      onShared?.();
      toast({ title: "Success", description: "Your post has been shared!", variant: "success" });
      await refreshPostLists(queryClient);
    },
    // A refusal the member can act on (too long, not their image) is worth showing as it is.
    onError: (error) =>
      showErrorToast(error, CREATE_POST_FAILED_MESSAGE, {
        serverReason: "badRequest",
        unauthorized: "postCreation",
      }),
  });
}
