import type { Random } from "./random.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const minutesAgo = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * MINUTE);
export const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR);
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
export const minutesAfter = (time: Date, minutes: number) =>
  new Date(time.getTime() + minutes * MINUTE);

/** A moment between two others; used so a follow or comment never predates what it refers to. */
export function timeBetween(random: Random, from: Date, to: Date): Date {
  return new Date(from.getTime() + random.next() * Math.max(0, to.getTime() - from.getTime()));
}

/** 'yyyy-MM-dd' for the day `offsetDays` from now, in UTC like the database's date column. */
export function isoDay(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
}
