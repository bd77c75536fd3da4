import { formatDayShortMonth } from "@contract/en-gb.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function secondsSince(date: Date | string | number, now: Date): number {
  const then = new Date(date).getTime();
  // A timestamp slightly in the future (clock skew) still reads as "now".
  return Math.max(0, Math.floor((now.getTime() - then) / 1000));
}

/** Notifications and messages: "now", then "5m", "3h", "2d". */
export function formatShortRelative(date: Date | string | number, now: Date = new Date()): string {
  const seconds = secondsSince(date, now);
  if (seconds < MINUTE) return "now";
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h`;
  return `${Math.floor(seconds / DAY)}d`;
}

/** Post cards: "just now", "5m ago", "3h ago", "2d ago", then the locale date. */
export function formatPostTime(
  date: Date | string | number,
  now: Date = new Date(),
  locale?: string,
): string {
  const seconds = secondsSince(date, now);
  if (seconds < MINUTE) return "just now";
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ago`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ago`;
  if (seconds < WEEK) return `${Math.floor(seconds / DAY)}d ago`;
  return new Date(date).toLocaleDateString(locale);
}

/** Job "Posted" dates: en-GB day and short month, e.g. "2 Sept". */
export function formatJobDate(date: Date | string | number): string {
  return formatDayShortMonth(new Date(date));
}
