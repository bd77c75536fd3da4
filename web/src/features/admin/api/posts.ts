import { adminPostListSchema } from "@contract/admin.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { holdsPosts } from "@web/features/posts/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { adminKeys } from "./keys.ts";

/** Every post newest first with a short preview; more load on request. */
export function useAdminPosts() {
  return useCursorPages(adminKeys.posts(), "/api/admin/posts", adminPostListSchema);
}

export function useDeletePosts(options: {
  onSuccess: (deleted: number) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postIds: string[]) => {
      await apiRequest("DELETE", "/api/admin/posts", { postIds });
      return postIds.length;
    },
    onSuccess: (deleted) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.posts() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
      // The feed, profiles and saved posts may show what was removed.
      void queryClient.invalidateQueries({ predicate: (query) => holdsPosts(query.queryKey) });
      options.onSuccess(deleted);
    },
    onError: options.onError,
  });
}
