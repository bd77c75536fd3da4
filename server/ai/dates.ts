import { SHORT_MONTHS } from "@contract/en-gb.ts";

/**
 * Availability phrases read into a span of calendar days (yyyy-MM-dd, both ends included),
 * counted from the day it is in London.
 */
export type DateSpan = { from: string; to: string; phrase: string };

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTH_WORD =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY_WORD = "(\\d{1,2})(?:st|nd|rd|th)?";

/** Made once: building a formatter costs more than a search's reading of the sentence. */
const LONDON_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** Today's date in London, as yyyy-MM-dd. */
export function londonToday(now: number): string {
  return LONDON_DAY.format(new Date(now));
}

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function weekday(day: string): number {
  return toDate(day).getUTCDay();
}

/** The Saturday of this weekend: the coming one, or the one under way. */
function comingSaturday(today: string): string {
  const day = weekday(today);
  return day === 0 ? addDays(today, -1) : addDays(today, 6 - day);
}

function monthIndex(word: string): number {
  return MONTHS.findIndex((month) => month.startsWith(word.slice(0, 3)));
}

/** The next time a day of a month comes round, today included. */
function nextDate(today: string, month: number, dayOfMonth: number, year?: number): string | null {
  const thisYear = Number(today.slice(0, 4));
  for (const candidateYear of year ? [year] : [thisYear, thisYear + 1]) {
    const date = new Date(Date.UTC(candidateYear, month, dayOfMonth));
    if (date.getUTCMonth() !== month) return null;
    const day = date.toISOString().slice(0, 10);
    if (year || day >= today) return day;
  }
  return null;
}

function monthSpan(today: string, month: number): { from: string; to: string } {
  const thisYear = Number(today.slice(0, 4));
  const year = month < Number(today.slice(5, 7)) - 1 ? thisYear + 1 : thisYear;
  const from = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
  return { from: from < today ? today : from, to };
}

type Rule = {
  pattern: RegExp;
  span: (match: RegExpMatchArray, today: string) => { from: string; to: string } | null;
};

const RULES: Rule[] = [
  {
    // 3-5 December, 3rd to 5th Dec
    pattern: new RegExp(
      `\\b${DAY_WORD}\\s*(?:-|–|to|until|till)\\s*${DAY_WORD}\\s+(?:of\\s+)?${MONTH_WORD}\\b`,
    ),
    span: (m, today) => {
      const month = monthIndex(m[3]!);
      const from = nextDate(today, month, Number(m[1]));
      const to = from && nextDate(from, month, Number(m[2]));
      return from && to && to >= from ? { from, to } : null;
    },
  },
  {
    // 12 December, 12th of Dec, 12 December 2026
    pattern: new RegExp(`\\b${DAY_WORD}\\s+(?:of\\s+)?${MONTH_WORD}\\b(?:\\s+(\\d{4}))?`),
    span: (m, today) => {
      const day = nextDate(today, monthIndex(m[2]!), Number(m[1]), m[3] ? Number(m[3]) : undefined);
      return day ? { from: day, to: day } : null;
    },
  },
  {
    // December 12th
    pattern: new RegExp(`\\b${MONTH_WORD}\\s+${DAY_WORD}\\b`),
    span: (m, today) => {
      const day = nextDate(today, monthIndex(m[1]!), Number(m[2]));
      return day ? { from: day, to: day } : null;
    },
  },
  {
    // 12/12
    pattern: /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/,
    span: (m, today) => {
      const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : undefined;
      const day = nextDate(today, Number(m[2]) - 1, Number(m[1]), year);
      return day ? { from: day, to: day } : null;
    },
  },
  {
    pattern: new RegExp(`\\b(?:in|during|for|throughout|across)\\s+${MONTH_WORD}\\b`),
    span: (m, today) => monthSpan(today, monthIndex(m[1]!)),
  },
  {
    pattern: /\bnext weekend\b/,
    span: (_m, today) => {
      const saturday = addDays(comingSaturday(today), 7);
      return { from: saturday, to: addDays(saturday, 1) };
    },
  },
  {
    pattern: /\b(?:this|the|over the|at the)\s+weekend\b|\bweekend\b/,
    span: (_m, today) => {
      const saturday = comingSaturday(today);
      return { from: weekday(today) === 0 ? today : saturday, to: addDays(saturday, 1) };
    },
  },
  {
    pattern: /\bnext week\b/,
    span: (_m, today) => {
      const monday = addDays(today, (8 - weekday(today)) % 7 || 7);
      return { from: monday, to: addDays(monday, 6) };
    },
  },
  {
    pattern: /\bthis week\b/,
    span: (_m, today) => ({ from: today, to: addDays(today, (7 - weekday(today)) % 7) }),
  },
  {
    pattern: /\bnext month\b/,
    span: (_m, today) => monthSpan(today, Number(today.slice(5, 7)) % 12),
  },
  {
    pattern: /\bthis month\b/,
    span: (_m, today) => monthSpan(today, Number(today.slice(5, 7)) - 1),
  },
  {
    pattern: /\btomorrow\b/,
    span: (_m, today) => ({ from: addDays(today, 1), to: addDays(today, 1) }),
  },
  { pattern: /\b(?:today|tonight)\b/, span: (_m, today) => ({ from: today, to: today }) },
  {
    pattern:
      /\b(?:on\s+|this\s+|next\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/,
    span: (m, today) => {
      const ahead = (WEEKDAYS.indexOf(m[1]!) - weekday(today) + 7) % 7;
      const day = addDays(today, m[0].startsWith("next") && ahead === 0 ? 7 : ahead);
      return { from: day, to: day };
    },
  },
];

/**
 * The first availability phrase in a lower-case sentence and the sentence without it, or null
 * when it names no day.
 */
export function readDateSpan(
  sentence: string,
  today: string,
): { span: DateSpan; rest: string } | null {
  for (const rule of RULES) {
    const match = sentence.match(rule.pattern);
    if (!match) continue;
    const span = rule.span(match, today);
    if (!span) continue;
    return {
      span: { phrase: match[0].trim(), ...span },
      rest: sentence.replace(match[0], " "),
    };
  }
  return null;
}

/** '3 Dec', '3–5 Dec', '30 Nov–2 Dec': a run of days for a reason line. */
export function formatDayRun(from: string, to: string): string {
  const label = (day: string) =>
    `${Number(day.slice(8, 10))} ${SHORT_MONTHS[Number(day.slice(5, 7)) - 1]}`;
  if (from === to) return label(from);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8, 10))}–${label(to)}`;
  return `${label(from)}–${label(to)}`;
}

/** Consecutive days grouped into runs. */
export function dayRuns(days: string[]): { from: string; to: string }[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}
