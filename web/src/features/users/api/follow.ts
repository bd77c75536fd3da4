import {
  type FollowCounts,
  type FollowState,
  followCountsSchema,
  followStateSchema,
  type IsFollowing,
  isFollowingSchema,
} from "@contract/profile.ts";
import type { UserSummary } from "@contract/users.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { postKeys } from "@web/features/posts/api/keys.ts";
import { type ToastInput, toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { displayName } from "@web/lib/avatar.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { userKeys } from "./keys.ts";

export const FOLLOW_FAILED_MESSAGE = "Failed to follow user. Please try again.";
export const FOLLOW_STATUS_FAILED_MESSAGE = "Failed to update follow status. Please try again.";

const followUrl = (userId: string) => `/api/users/${userId}/follow`;

export function useFollowCounts(userId: string) {
  return useQuery({
    queryKey: userKeys.followCounts(userId),
    queryFn: () =>
      apiRequest("GET", `/api/users/${userId}/follow-counts`, undefined, followCountsSchema),
  });
}

/** Whether the signed-in member follows this one; asked only on other people's profiles. */
export function useIsFollowing(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.isFollowing(userId),
    queryFn: () =>
      apiRequest("GET", `/api/users/${userId}/is-following`, undefined, isFollowingSchema),
    enabled,
  });
}

type FollowedMember = Pick<UserSummary, "id" | "firstName" | "lastName">;

/**
 * Where the follow button is: the suggestions list only follows and speaks of "this user"; the
 * profile header toggles and names the member.
 */
export type FollowSource = "suggestions" | "profile";

function followNotice(
  source: FollowSource,
  member: FollowedMember,
  state: FollowState,
): ToastInput {
  const name = displayName(member);
  if (state.isRequested) {
    return {
      title: "Request sent",
      description: `${name} shares with followers only; you'll follow them once they approve.`,
      variant: "success",
    };
  }
  if (source === "suggestions") {
    return {
      title: "Success",
      description: "You are now following this user!",
      variant: "success",
    };
  }
  return state.isFollowing
    ? { title: "Following", description: `You are now following ${name}.`, variant: "success" }
    : { title: "Unfollowed", description: `You are no longer following ${name}.` };
}

/**
 * Follows (POST) or unfollows (DELETE) a member; the counts and the follow state come from the
 * answer. Following can open a followers-only profile (and unfollowing close it), so that
 * profile and its tabs are read again; the viewer's own counts, analytics and suggestions too.
 */
export function useFollowMember(source: FollowSource) {
  const queryClient = useQueryClient();
  const { user: viewer } = useAuth();
  return useMutation({
    mutationFn: ({ member, follow }: { member: FollowedMember; follow: boolean }) =>
      apiRequest(follow ? "POST" : "DELETE", followUrl(member.id), undefined, followStateSchema),
    onSuccess: async (state, { member }) => {
      const { isFollowing, isRequested, followers, following } = state;
      queryClient.setQueryData<IsFollowing>(userKeys.isFollowing(member.id), {
        isFollowing,
        isRequested,
      });
      queryClient.setQueryData<FollowCounts>(userKeys.followCounts(member.id), {
        followers,
        following,
      });
      toast(followNotice(source, member, state));
      const settled = [userKeys.isFollowing(member.id), userKeys.followCounts(member.id)];
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: userKeys.detail(member.id),
          predicate: (query) => !settled.some((key) => key[2] === query.queryKey[2]),
        }),
        queryClient.invalidateQueries({ queryKey: postKeys.byMember(member.id) }),
        ...(viewer
          ? [
              queryClient.invalidateQueries({ queryKey: userKeys.followCounts(viewer.id) }),
              queryClient.invalidateQueries({ queryKey: userKeys.stats(viewer.id) }),
            ]
          : []),
        queryClient.invalidateQueries({ queryKey: userKeys.suggestions() }),
        // Their posts rank differently in the feed now: fresh on the next visit, not reshuffled.
        queryClient.invalidateQueries({ queryKey: postKeys.feed(), refetchType: "none" }),
      ]);
    },
    onError: (error) =>
      showErrorToast(
        error,
        source === "suggestions" ? FOLLOW_FAILED_MESSAGE : FOLLOW_STATUS_FAILED_MESSAGE,
        { serverReason: "never" },
      ),
  });
}
