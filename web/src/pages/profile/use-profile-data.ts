import type { FollowCounts } from "@contract/profile.ts";
import type { Profile } from "@contract/users.ts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { showActionError } from "@web/hooks/use-post-actions.ts";
import { fetchPostPage } from "@web/hooks/use-post-pages.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { flattenPostPages, postKeys, SUGGESTED_USERS_KEY, userStatsKey } from "@web/lib/posts.ts";
import { profileKeys } from "@web/lib/profile.ts";
import { apiRequest } from "@web/lib/query-client.ts";

export const FOLLOW_STATUS_FAILED_MESSAGE = "Failed to update follow status. Please try again.";

/** A 404 from the profile read: the member does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("404: ");
}

/** GET /api/users/{id}: the header is always shown; the tabs only when `contentVisible`. */
export function useProfile(userId: string) {
  return useQuery<Profile>({ queryKey: profileKeys.member(userId) });
}

export function useFollowCounts(userId: string) {
  return useQuery<FollowCounts>({ queryKey: profileKeys.followCounts(userId) });
}

/** SPEC §6: the follow-status query runs only on other people's profiles. */
export function useIsFollowing(userId: string, enabled: boolean) {
  return useQuery<{ isFollowing: boolean }>({ queryKey: profileKeys.isFollowing(userId), enabled });
}

/**
 * A member's posts, newest first, a page at a time; asked for only while their content is
 * visible (a private profile answers 403).
 */
export function useMemberPosts(userId: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: profileKeys.posts(userId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchPostPage(`/api/posts?userId=${userId}`, pageParam),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
  return { ...query, posts: flattenPostPages(query.data?.pages) };
}

type FollowAnswer = FollowCounts & { isFollowing: boolean };

/**
 * SPEC §4 Follow: POST to follow, DELETE to unfollow; the button spins while the call runs and
 * the counts come from the answer. Following can open a followers-only profile (and unfollowing
 * close it), so the profile and its tabs are read again.
 */
export function useFollowToggle(
  profile: Pick<Profile, "id" | "firstName" | "lastName">,
  viewerId: string,
) {
  const queryClient = useQueryClient();
  const userId = profile.id;
  return useMutation({
    mutationFn: async (follow: boolean) => {
      const response = await apiRequest(follow ? "POST" : "DELETE", `/api/users/${userId}/follow`);
      return (await response.json()) as FollowAnswer;
    },
    onSuccess: async ({ isFollowing, followers, following }) => {
      queryClient.setQueryData(profileKeys.isFollowing(userId), { isFollowing });
      queryClient.setQueryData<FollowCounts>(profileKeys.followCounts(userId), {
        followers,
        following,
      });
      const name = displayName(profile);
      toast(
        isFollowing
          ? {
              title: "Following",
              description: `You are now following ${name}.`,
              variant: "success",
            }
          : { title: "Unfollowed", description: `You are no longer following ${name}.` },
      );
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: profileKeys.member(userId),
          predicate: (query) =>
            query.queryKey[2] !== "is-following" && query.queryKey[2] !== "follow-counts",
        }),
        queryClient.invalidateQueries({ queryKey: profileKeys.posts(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.followCounts(viewerId) }),
        queryClient.invalidateQueries({ queryKey: userStatsKey(viewerId) }),
        queryClient.invalidateQueries({ queryKey: SUGGESTED_USERS_KEY }),
        // Their posts rank differently in the feed now: fresh on the next visit.
        queryClient.invalidateQueries({ queryKey: postKeys.feed, refetchType: "none" }),
      ]);
    },
    onError: (error) => showActionError(error, FOLLOW_STATUS_FAILED_MESSAGE),
  });
}
