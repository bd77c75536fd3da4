import { adminUserListSchema, type SuspendMemberInput } from "@contract/admin.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminTrustKeys } from "@web/features/admin-trust/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { adminKeys } from "./keys.ts";

/** Members newest first, or those matching `q`; more load on request. */
export function useAdminMembers(q: string) {
  const url = q ? `/api/admin/users?q=${encodeURIComponent(q)}` : "/api/admin/users";
  return useCursorPages(adminKeys.users(q), url, adminUserListSchema);
}

function useAfterMemberChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.posts() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    // The reports queue names each reported member, and whether they are suspended.
    void queryClient.invalidateQueries({ queryKey: adminTrustKeys.reports() });
  };
}

export function useDeleteMembers(options: {
  onSuccess: (deleted: number) => void;
  onError: (error: unknown) => void;
}) {
  const changed = useAfterMemberChange();
  return useMutation({
    mutationFn: async (userIds: string[]) => {
      await apiRequest("DELETE", "/api/admin/users", { userIds });
      return userIds.length;
    },
    onSuccess: (deleted) => {
      changed();
      options.onSuccess(deleted);
    },
    onError: options.onError,
  });
}

/** Suspends a member (their sessions end and they cannot sign in) until the date, or for good. */
export function useSuspendMember(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const changed = useAfterMemberChange();
  return useMutation({
    mutationFn: ({ userId, ...input }: SuspendMemberInput & { userId: string }) =>
      apiRequest("POST", `/api/admin/users/${userId}/suspend`, input),
    onSuccess: () => {
      changed();
      options.onSuccess();
    },
    onError: options.onError,
  });
}

export function useUnsuspendMember(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const changed = useAfterMemberChange();
  return useMutation({
    mutationFn: (userId: string) => apiRequest("POST", `/api/admin/users/${userId}/unsuspend`, {}),
    onSuccess: () => {
      changed();
      options.onSuccess();
    },
    onError: options.onError,
  });
}
