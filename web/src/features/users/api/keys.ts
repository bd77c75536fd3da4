import type { Query, QueryKey } from "@tanstack/react-query";

/**
 * Query keys for members. Everything shown on a member's profile sits under `detail(id)`, so
 * invalidating that prefix re-reads the profile and its tabs.
 */
export const userKeys = {
  all: ["users"] as const,
  detail: (userId: string) => ["users", userId] as const,
  followCounts: (userId: string) => ["users", userId, "follow-counts"] as const,
  isFollowing: (userId: string) => ["users", userId, "is-following"] as const,
  stats: (userId: string) => ["users", userId, "stats"] as const,
  suggestions: () => ["member-suggestions"] as const,
  blocked: () => ["blocked-members"] as const,
  followRequests: () => ["follow-requests"] as const,
};

/** One kind of per-member entry (e.g. "stats") for every member. */
export function isMemberEntry(queryKey: QueryKey, kind: string): boolean {
  return queryKey[0] === userKeys.all[0] && queryKey[2] === kind;
}

/** Every member's analytics (a like or a post moves them). */
export const anyMemberStats = (query: Query) => isMemberEntry(query.queryKey, "stats");

/** Every member's profile itself, without its tabs (it carries the posts count). */
export const anyProfile = (query: Query) =>
  query.queryKey[0] === userKeys.all[0] && query.queryKey.length === 2;
