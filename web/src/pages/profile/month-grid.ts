import type { AvailabilityEvent, AvailabilityStatus } from "@contract/availability.ts";
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parse,
  startOfMonth,
  startOfWeek,
} from "date-fns";

/** UK calendars start the week on Monday. */
export const WEEK_STARTS_ON = 1;

/** yyyy-MM-dd, the API's date format, in the browser's own calendar. */
export function dateKey(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** The local midnight of a yyyy-MM-dd date. */
export function fromDateKey(key: string): Date {
  return parse(key, "yyyy-MM-dd", new Date());
}

/** A day button's accessible name, e.g. "December 3, 2026". */
export function dayLabel(date: Date): string {
  return format(date, "MMMM d, yyyy");
}

/**
 * The weeks shown for a month: whole Monday-to-Sunday weeks from the one holding the 1st to
 * the one holding the last day (4 to 6 rows).
 */
export function monthGrid(month: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }),
  });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The weekday headings of the grid, in order: short and full names. */
export function weekdayNames(): { short: string; long: string }[] {
  const monday = startOfWeek(new Date(2024, 0, 1), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, offset) => {
    const day = addDays(monday, offset);
    return { short: format(day, "EEE"), long: format(day, "EEEE") };
  });
}

/** Where an arrow, Home/End or Page key moves the selected day; null for other keys. */
export function moveSelection(date: Date, key: string): Date | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
    case "End":
      return endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
    case "PageUp":
      return addMonths(date, -1);
    case "PageDown":
      return addMonths(date, 1);
    default:
      return null;
  }
}

/** The events of each day, keyed by yyyy-MM-dd, in the order they came. */
export function eventsByDate(
  events: readonly AvailabilityEvent[],
): Map<string, AvailabilityEvent[]> {
  const byDate = new Map<string, AvailabilityEvent[]>();
  for (const event of events) {
    const list = byDate.get(event.date);
    if (list) list.push(event);
    else byDate.set(event.date, [event]);
  }
  return byDate;
}

const STATUS_WEIGHT: Record<AvailabilityStatus, number> = {
  unavailable: 3,
  busy: 2,
  available: 1,
};

/**
 * The colour a day takes: the member's own least available status that day (unavailable over
 * busy over available); a day with invitations only takes none (it is marked separately).
 */
export function dayStatus(events: readonly AvailabilityEvent[]): AvailabilityStatus | null {
  let status: AvailabilityStatus | null = null;
  for (const event of events) {
    if (event.isInvitation) continue;
    if (!status || STATUS_WEIGHT[event.status] > STATUS_WEIGHT[status]) status = event.status;
  }
  return status;
}

export const STATUS_LABELS: Record<AvailabilityStatus, string> = {
  available: "Available",
  busy: "Busy",
  unavailable: "Unavailable",
};

/** What a screen reader hears about a day besides its date, e.g. "Busy, 1 invitation". */
export function dayDescription(events: readonly AvailabilityEvent[]): string {
  const status = dayStatus(events);
  const invitations = events.filter((event) => event.isInvitation).length;
  const parts: string[] = [];
  if (status) parts.push(STATUS_LABELS[status]);
  if (invitations > 0)
    parts.push(`${invitations} ${invitations === 1 ? "invitation" : "invitations"}`);
  return parts.join(", ");
}
