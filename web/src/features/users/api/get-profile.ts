import { profileSchema } from "@contract/users.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, hasStatus } from "@web/lib/api-client.ts";
import { userKeys } from "./keys.ts";

/** A 404 from the profile read: the member does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return hasStatus(error, 404);
}

/** A member's profile: the header is always shown; the tabs only when `contentVisible`. */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: () => apiRequest("GET", `/api/users/${userId}`, undefined, profileSchema),
  });
}
