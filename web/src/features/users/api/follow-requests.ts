import { followRequestListSchema } from "@contract/profile.ts";
import type { UserSummary } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { displayName } from "@web/lib/avatar.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { userKeys } from "./keys.ts";

/** The members asking to follow the signed-in member, newest first, a page at a time. */
export function useFollowRequests() {
  return useCursorPages(userKeys.followRequests(), "/api/follow-requests", followRequestListSchema);
}

/** Approves (they follow from now on) or declines one request. */
export function useAnswerFollowRequest() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ requester, approve }: { requester: UserSummary; approve: boolean }) =>
      approve
        ? apiRequest("POST", `/api/follow-requests/${requester.id}/approve`)
        : apiRequest("DELETE", `/api/follow-requests/${requester.id}`),
    onSuccess: async (_answer, { requester, approve }) => {
      toast({
        title: approve ? "Request approved" : "Request declined",
        description: approve
          ? `${displayName(requester)} now follows you.`
          : `${displayName(requester)} won't be told you declined.`,
        variant: approve ? "success" : "default",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.followRequests() }),
        ...(user
          ? [queryClient.invalidateQueries({ queryKey: userKeys.followCounts(user.id) })]
          : []),
      ]);
    },
    onError: (error) => showErrorToast(error, "Please try again."),
  });
}
