/**
 * The app's few British English formats, written out rather than asked of `Intl`: a browser
 * loads a locale's data the first time a page formats a number or a date, 20–40 ms of a
 * phone's main thread on the first screen that shows a like count or a post's time. The texts
 * are Intl's own for "en-GB" (a test compares them over many values).
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Intl's short months for en-GB: September is "Sept". */
export const SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A whole number (a count, an amount in pounds) with its thousands grouped: "1,240", "-12,000". */
export function formatWholeNumber(value: number): string {
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${grouped}` : grouped;
}

/** Whole pounds: "£1,200". */
export function formatPounds(value: number): string {
  return `${value < 0 ? "-" : ""}£${formatWholeNumber(Math.abs(value))}`;
}

/** "September 2025", in the local time zone. */
export function formatMonthYear(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "2 Sept", in the local time zone. */
export function formatDayShortMonth(date: Date): string {
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}`;
}

/** "28/11/2026", as `toLocaleDateString("en-GB")` writes a date. */
export function formatDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** "28/11/2026, 00:19:22", as `toLocaleString("en-GB")` writes a date and time. */
export function formatDateTime(date: Date): string {
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
  return `${formatDate(date)}, ${time}`;
}
