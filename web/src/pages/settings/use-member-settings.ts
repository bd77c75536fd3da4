import type {
  MemberSettings,
  NotificationPreferences,
  PrivacySettings,
} from "@contract/settings.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { profileKeys, SETTINGS_KEY } from "@web/lib/profile.ts";
import { apiRequest, serverMessage } from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";

export const SETTINGS_FAILED_MESSAGE = "Failed to update settings. Please try again.";

/** GET /api/settings: the notification and privacy preferences, stored on the server. */
export function useMemberSettings() {
  return useQuery<MemberSettings>({ queryKey: SETTINGS_KEY });
}

type Part = { notifications: NotificationPreferences; privacy: PrivacySettings };

/**
 * Saves one group of settings (the full object, as the API asks). The change shows at once and
 * goes back, with a message, if the server refuses it.
 */
export function useSaveSettings<K extends keyof Part>(part: K, userId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ["settings", part];
  return useMutation({
    mutationKey,
    mutationFn: async (value: Part[K]) => {
      const response = await apiRequest("PUT", `/api/settings/${part}`, value);
      return (await response.json()) as MemberSettings;
    },
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = queryClient.getQueryData<MemberSettings>(SETTINGS_KEY);
      if (previous)
        queryClient.setQueryData<MemberSettings>(SETTINGS_KEY, { ...previous, [part]: value });
      return { previous };
    },
    onSuccess: (answer) => {
      // With changes still in flight, their optimistic state is newer than this answer.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<MemberSettings>(SETTINGS_KEY, (current) =>
        current ? { ...current, [part]: answer[part] } : answer,
      );
    },
    onError: (error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(SETTINGS_KEY, context.previous);
      if (isUnauthorizedError(error)) {
        handleUnauthorized(toast);
        return;
      }
      toast({
        title: "Error",
        description: serverMessage(error) ?? SETTINGS_FAILED_MESSAGE,
        variant: "destructive",
      });
    },
    onSettled: async () => {
      // Privacy decides what the profile shows (email, phone, who sees the content).
      if (part === "privacy") {
        await queryClient.invalidateQueries({ queryKey: profileKeys.member(userId), exact: true });
      }
    },
  });
}
