import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDayShortMonth,
  formatMonthYear,
  formatPounds,
  formatWholeNumber,
} from "./en-gb.ts";

// Dates from the year 1000 to 9999, where Intl writes four-digit years as we do.
const dates = fc.date({
  min: new Date("1000-01-01T00:00:00Z"),
  max: new Date("9999-12-30T00:00:00Z"),
  noInvalidDate: true,
});
const wholeNumbers = fc.oneof(
  fc.integer(),
  fc.maxSafeInteger(),
  fc.integer({ min: -999, max: 999 }),
);

describe("the en-GB formats are Intl's own", () => {
  it("for whole numbers and pounds", () => {
    const pounds = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(wholeNumbers, (value) => {
        expect(formatWholeNumber(value)).toBe(value.toLocaleString("en-GB"));
        expect(formatPounds(value)).toBe(pounds.format(value));
      }),
    );
    expect(formatWholeNumber(1240)).toBe("1,240");
    expect(formatPounds(1200)).toBe("£1,200");
  });

  it("for a month and year, a day and short month, a date, and a date with its time", () => {
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatMonthYear(date)).toBe(
          date.toLocaleDateString("en-GB", { month: "long", year: "numeric" }),
        );
        expect(formatDayShortMonth(date)).toBe(
          date.toLocaleDateString("en-GB", { day: "numeric", month: "short" }),
        );
        expect(formatDate(date)).toBe(date.toLocaleDateString("en-GB"));
        expect(formatDateTime(date)).toBe(date.toLocaleString("en-GB"));
      }),
    );
    expect(formatDayShortMonth(new Date(2025, 8, 2))).toBe("2 Sept");
  });
});
