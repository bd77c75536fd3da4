import { blockedMembersSchema, blockStateSchema, type UserSummary } from "@contract/users.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageKeys } from "@web/features/messages/api/keys.ts";
import { postKeys } from "@web/features/posts/api/keys.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { displayName } from "@web/lib/avatar.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { userKeys } from "./keys.ts";

type BlockedMember = Pick<UserSummary, "id" | "firstName" | "lastName">;

/** The members the signed-in member has blocked, for Settings → Privacy. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: userKeys.blocked(),
    queryFn: () => apiRequest("GET", "/api/blocks", undefined, blockedMembersSchema),
  });
}

/**
 * Blocks or unblocks a member. A block changes what the feed, the member's profile, their
 * follow counts, suggestions and conversations show, so all of those are read again.
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, block }: { member: BlockedMember; block: boolean }) =>
      apiRequest(
        block ? "POST" : "DELETE",
        `/api/users/${member.id}/block`,
        undefined,
        blockStateSchema,
      ),
    onSuccess: async (_state, { member, block }) => {
      toast({
        title: block ? "Member blocked" : "Member unblocked",
        description: block
          ? `${displayName(member)} can no longer see your profile or message you.`
          : `${displayName(member)} can see what your privacy settings allow again.`,
        variant: "success",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(member.id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.blocked() }),
        queryClient.invalidateQueries({ queryKey: userKeys.suggestions() }),
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
      ]);
    },
    onError: (error) => showErrorToast(error, "Please try again."),
  });
}
