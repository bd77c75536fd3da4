import type { Query } from "@tanstack/react-query";
import { isMemberEntry, userKeys } from "@web/features/users/api/keys.ts";

/** A member's saved things live under their profile's key, so profile refreshes include them. */
export const savedKeys = {
  posts: (userId: string) => [...userKeys.detail(userId), "saved-posts"] as const,
  applications: (userId: string) => [...userKeys.detail(userId), "applications"] as const,
};

/** Every member's saved posts (bookmarking changes them). */
export const anySavedPosts = (query: Query) => isMemberEntry(query.queryKey, "saved-posts");

/** Every member's applications (applying or withdrawing changes them). */
export const anyApplications = (query: Query) => isMemberEntry(query.queryKey, "applications");
