import { adminStatusSchema } from "@contract/admin.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, hasStatus } from "@web/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** Whether this session has the admin panel open, and whether the server can open it at all. */
export function useAdminStatus() {
  return useQuery({
    queryKey: adminKeys.status(),
    queryFn: () => apiRequest("GET", "/api/admin/status", undefined, adminStatusSchema),
  });
}

/** Unlocks the admin panel for this session with the shared admin password. */
export function useUnlockAdmin({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest("POST", "/api/admin/authenticate", { password }, adminStatusSchema),
    onSuccess: (status) => {
      queryClient.setQueryData(adminKeys.status(), status);
      onSuccess();
    },
    onError,
  });
}

/**
 * An admin call refused because the unlock ran out (twelve hours, or another tab): the status
 * is read again, and the page falls back to the password gate.
 */
export function useRelockOnRefusal() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (hasStatus(error, 401)) void queryClient.invalidateQueries({ queryKey: adminKeys.status() });
  };
}
