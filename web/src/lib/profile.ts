import { formatMonthYear } from "@contract/en-gb.ts";
import type { Application } from "@contract/jobs.ts";

/** The website is shown without its protocol (and without a trailing slash). */
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

/**
 * 'Joined {month year}' in the browser's time zone, or 'Joined Recently' when the date is
 * missing or unreadable. Written without date-fns, which every profile's first screen would
 * otherwise download for this one label.
 */
export function joinedLabel(createdAt: string | null | undefined): string {
  const date = new Date(createdAt ?? "");
  return Number.isNaN(date.getTime()) ? "Joined Recently" : `Joined ${formatMonthYear(date)}`;
}

/** A profile is shared by the site origin plus /profile/{id}. */
export function profileShareUrl(origin: string, userId: string): string {
  return `${origin.replace(/\/$/, "")}/profile/${userId}`;
}

/** An application is shown by the first 8 characters of its id. */
export function applicationLabel(id: string): string {
  return `Application #${id.slice(0, 8)}`;
}

/** Pending is a secondary badge, accepted the default one, anything else destructive. */
export function applicationBadgeVariant(
  status: Application["status"] | string,
): "secondary" | "default" | "destructive" {
  if (status === "pending") return "secondary";
  if (status === "accepted") return "default";
  return "destructive";
}
