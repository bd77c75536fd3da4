import { profileSchema } from "@contract/users.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, hasStatus } from "@web/lib/api-client.ts";
import { userKeys } from "./keys.ts";

/**
 * The member does not exist: a 404 for an unknown id, or the 400 the server answers for an id
 * that is not a UUID at all (its message is then "User not found" too).
 */
export function isNotFoundError(error: unknown): boolean {
  return hasStatus(error, 404, 400);
}

/** A member's profile: the header is always shown; the tabs only when `contentVisible`. */
export function useProfile(userId: string, enabled = true) {
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: () => apiRequest("GET", `/api/users/${userId}`, undefined, profileSchema),
    enabled,
  });
}
