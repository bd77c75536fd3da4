import type { User } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { profileKeys } from "@web/lib/profile.ts";
import { apiRequest } from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";
import { AUTH_USER_KEY } from "@web/lib/use-auth.ts";

export const PROFILE_PHOTO_FAILED_MESSAGE = "Failed to update profile photo. Please try again.";

/** A failed photo change (the upload or the save): the signed-out notice or the spec's message. */
export function showProfilePhotoError(error: unknown): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized(toast);
    return;
  }
  toast({ title: "Error", description: PROFILE_PHOTO_FAILED_MESSAGE, variant: "destructive" });
}

/**
 * SPEC §7: PUT /api/profile/image with the uploaded object's path. The current member, their
 * profile and every post list (which carry the author's photo) pick up the new photo.
 */
export function useUpdateProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (objectPath: string) => {
      const response = await apiRequest("PUT", "/api/profile/image", { imageURL: objectPath });
      return (await response.json()) as User;
    },
    onSuccess: async (user) => {
      queryClient.setQueryData<User | null>(AUTH_USER_KEY, user);
      toast({
        title: "Profile photo updated!",
        description: "Your new photo is on your profile.",
        variant: "success",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.member(user.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: ["/api/posts"] }),
      ]);
    },
    onError: showProfilePhotoError,
  });
}
