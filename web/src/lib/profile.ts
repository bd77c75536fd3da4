import type { Application } from "@contract/jobs.ts";
import { format, isValid, parseISO } from "date-fns";

/**
 * Query keys for a member's profile. They follow the SPEC §7 convention (the key joined with "/"
 * is the URL), so the default reader fetches them; invalidating `profileKeys.member(id)` refreshes
 * everything under `/api/users/{id}`.
 */
export const profileKeys = {
  member: (userId: string) => ["/api/users", userId] as const,
  followCounts: (userId: string) => ["/api/users", userId, "follow-counts"] as const,
  isFollowing: (userId: string) => ["/api/users", userId, "is-following"] as const,
  portfolio: (userId: string) => ["/api/users", userId, "portfolio"] as const,
  availability: (userId: string) => ["/api/users", userId, "availability"] as const,
  bookmarks: (userId: string) => ["/api/users", userId, "bookmarks"] as const,
  applications: (userId: string) => ["/api/users", userId, "applications"] as const,
  /** A paged list with its own reader, kept under "/api/posts" so post actions update it. */
  posts: (userId: string) => ["/api/posts", "member", userId] as const,
};

export const SETTINGS_KEY = ["/api/settings"] as const;

/** SPEC §2: the website is shown without its protocol (and without a trailing slash). */
export function websiteLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

/** A link target for a stored website; older values may lack the protocol. */
export function websiteHref(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** SPEC §2: 'Joined {month year}', or 'Joined Recently' when the date is missing or unreadable. */
export function joinedLabel(createdAt: string | null | undefined): string {
  if (!createdAt) return "Joined Recently";
  const date = parseISO(createdAt);
  return isValid(date) ? `Joined ${format(date, "MMMM yyyy")}` : "Joined Recently";
}

/** SPEC §9: the site origin plus /profile/{id}. */
export function profileShareUrl(origin: string, userId: string): string {
  return `${origin.replace(/\/$/, "")}/profile/${userId}`;
}

/** SPEC §9: an application is shown by the first 8 characters of its id. */
export function applicationLabel(id: string): string {
  return `Application #${id.slice(0, 8)}`;
}

/** SPEC §4: pending is a secondary badge, accepted the default one, anything else destructive. */
export function applicationBadgeVariant(
  status: Application["status"] | string,
): "secondary" | "default" | "destructive" {
  if (status === "pending") return "secondary";
  if (status === "accepted") return "default";
  return "destructive";
}

/** "pending" → "Pending". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A count with its noun, e.g. "1 post" / "3 posts". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
