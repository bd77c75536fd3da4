import { describe, expect, it } from "vitest";
import { formatJobDate, formatPostTime, formatShortRelative } from "./time.ts";

const now = new Date("2025-09-02T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("formatShortRelative", () => {
  it("reads 'now' under a minute, including clock skew into the future", () => {
    expect(formatShortRelative(ago(0), now)).toBe("now");
    expect(formatShortRelative(ago(59), now)).toBe("now");
    expect(formatShortRelative(ago(-30), now)).toBe("now");
  });

  it("counts whole minutes, hours and days", () => {
    expect(formatShortRelative(ago(60), now)).toBe("1m");
    expect(formatShortRelative(ago(59 * 60 + 59), now)).toBe("59m");
    expect(formatShortRelative(ago(3600), now)).toBe("1h");
    expect(formatShortRelative(ago(23 * 3600 + 3599), now)).toBe("23h");
    expect(formatShortRelative(ago(86_400), now)).toBe("1d");
    expect(formatShortRelative(ago(40 * 86_400), now)).toBe("40d");
  });

  it("accepts ISO strings", () => {
    expect(formatShortRelative("2025-09-02T11:55:00Z", now)).toBe("5m");
  });
});

describe("formatPostTime", () => {
  it("reads 'just now' under a minute", () => {
    expect(formatPostTime(ago(5), now)).toBe("just now");
  });

  it("uses m, h and d up to seven days", () => {
    expect(formatPostTime(ago(5 * 60), now)).toBe("5m ago");
    expect(formatPostTime(ago(3 * 3600), now)).toBe("3h ago");
    expect(formatPostTime(ago(6 * 86_400 + 86_399), now)).toBe("6d ago");
  });

  it("falls back to the locale date from seven days on", () => {
    const date = ago(7 * 86_400);
    expect(formatPostTime(date, now, "en-GB")).toBe(date.toLocaleDateString("en-GB"));
    expect(formatPostTime(date, now, "en-GB")).toBe("26/08/2025");
  });
});

describe("formatJobDate", () => {
  it("shows the en-GB day and short month", () => {
    expect(formatJobDate("2025-09-02T12:00:00Z")).toBe("2 Sept");
  });
});
