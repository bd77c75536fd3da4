import { accountSessionListSchema } from "@contract/settings.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { settingsKeys } from "./keys.ts";

/** Where the member is signed in, most recently used first. */
export function useAccountSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: () => apiRequest("GET", "/api/account/sessions", undefined, accountSessionListSchema),
  });
}

/** Signs out one other session; the list follows. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/account/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
    onError: (error) => showErrorToast(error, "Failed to sign out that session."),
  });
}

/** Signs out every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/account/sessions"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
    onError: (error) => showErrorToast(error, "Failed to sign out your other sessions."),
  });
}
