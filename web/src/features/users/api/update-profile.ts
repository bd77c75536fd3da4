import type { ProfileUpdateInput } from "@contract/profile.ts";
import { type User, userSchema } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setAuthUser } from "@web/features/auth/api/auth-user.ts";
import { postKeys } from "@web/features/posts/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { userKeys } from "./keys.ts";

/**
 * Saves the member's profile fields. The cached member and profile follow; posts carry their
 * author's name and profession, so post lists are marked stale.
 */
export function useUpdateProfile({
  onSuccess,
  onError,
}: {
  onSuccess?: (user: User) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProfileUpdateInput) =>
      apiRequest("PUT", "/api/users/profile", fields, userSchema),
    onSuccess: async (updated) => {
      setAuthUser(updated);
      onSuccess?.(updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(updated.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: "none" }),
      ]);
    },
    onError,
  });
}
