import { userStatsSchema } from "@contract/posts.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { userKeys } from "./keys.ts";

/** A member's analytics for the last 30 days. */
export function useMemberStats(userId: string) {
  return useQuery({
    queryKey: userKeys.stats(userId),
    queryFn: () => apiRequest("GET", `/api/users/${userId}/stats`, undefined, userStatsSchema),
  });
}
