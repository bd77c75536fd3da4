import { userSchema } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setAuthUser } from "@web/features/auth/api/auth-user.ts";
import { postKeys } from "@web/features/posts/api/keys.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { userKeys } from "./keys.ts";

export const PROFILE_PHOTO_FAILED_MESSAGE = "Failed to update profile photo. Please try again.";

/** A failed photo change (the upload or the save): the signed-out notice or the fixed message. */
export function showProfilePhotoError(error: unknown): void {
  showErrorToast(error, PROFILE_PHOTO_FAILED_MESSAGE, { serverReason: "never" });
}

/**
 * Saves the uploaded object as the member's photo. The current member, their profile and every
 * post list (which carry the author's photo) pick up the new photo.
 */
export function useUpdateProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (objectPath: string) =>
      apiRequest("PUT", "/api/profile/image", { imageURL: objectPath }, userSchema),
    onSuccess: async (user) => {
      setAuthUser(user);
      toast({
        title: "Profile photo updated!",
        description: "Your new photo is on your profile.",
        variant: "success",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(user.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
      ]);
    },
    onError: showProfilePhotoError,
  });
}
