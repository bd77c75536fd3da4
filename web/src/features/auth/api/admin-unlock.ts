import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";

/** Unlocks the admin tools for this session with the shared admin password. */
export function useUnlockAdmin({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: () => void;
}) {
  return useMutation({
    mutationFn: (password: string) => apiRequest("POST", "/api/admin/authenticate", { password }),
    onSuccess,
    onError,
  });
}
