import {
  type MemberSettings,
  memberSettingsSchema,
  type NotificationPreferences,
  type PrivacySettings,
} from "@contract/settings.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userKeys } from "@web/features/users/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { settingsKeys } from "./keys.ts";

const SETTINGS_KEY = settingsKeys.member();

export const SETTINGS_FAILED_MESSAGE = "Failed to update settings. Please try again.";

/** GET /api/settings: the notification and privacy preferences, stored on the server. */
export function useMemberSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiRequest("GET", "/api/settings", undefined, memberSettingsSchema),
  });
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
    mutationFn: (value: Part[K]) =>
      apiRequest("PUT", `/api/settings/${part}`, value, memberSettingsSchema),
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
      showErrorToast(error, SETTINGS_FAILED_MESSAGE);
    },
    onSettled: async () => {
      // Privacy decides what the profile shows (email, phone, who sees the content).
      if (part === "privacy") {
        await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId), exact: true });
      }
    },
  });
}
