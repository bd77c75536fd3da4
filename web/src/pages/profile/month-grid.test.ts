import type { AvailabilityEvent } from "@contract/availability.ts";
import { describe, expect, it } from "vitest";
import {
  dateKey,
  dayDescription,
  dayLabel,
  dayStatus,
  eventsByDate,
  fromDateKey,
  monthGrid,
  moveSelection,
  weekdayNames,
} from "./month-grid.ts";

const event = (overrides: Partial<AvailabilityEvent>): AvailabilityEvent => ({
  id: "e1",
  userId: "u1",
  date: "2026-12-03",
  status: "available",
  title: null,
  description: null,
  invitedUsers: [],
  isInvitation: false,
  ...overrides,
});

describe("monthGrid", () => {
  it("covers whole Monday-to-Sunday weeks around the month", () => {
    const weeks = monthGrid(new Date(2026, 11, 15)); // December 2026 starts on a Tuesday
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(dateKey(weeks[0]![0]!)).toBe("2026-11-30");
    expect(dateKey(weeks[4]![6]!)).toBe("2027-01-03");
  });

  it("has six rows when the month needs them and four when it fits", () => {
    expect(monthGrid(new Date(2026, 7, 1))).toHaveLength(6); // August 2026: Sat 1st, 31 days
    expect(monthGrid(new Date(2021, 1, 1))).toHaveLength(4); // February 2021: Mon 1st, 28 days
  });

  it("starts every row on a Monday", () => {
    for (const week of monthGrid(new Date(2025, 2, 1))) expect(week[0]!.getDay()).toBe(1);
  });
});

describe("day keys and labels", () => {
  it("round-trip yyyy-MM-dd in local time", () => {
    const day = fromDateKey("2026-12-03");
    expect(day.getFullYear()).toBe(2026);
    expect(day.getMonth()).toBe(11);
    expect(day.getDate()).toBe(3);
    expect(dateKey(day)).toBe("2026-12-03");
  });

  it("labels a day like 'December 3, 2026'", () => {
    expect(dayLabel(new Date(2026, 11, 3))).toBe("December 3, 2026");
  });

  it("names the weekdays from Monday", () => {
    expect(weekdayNames().map((day) => day.short)).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
  });
});

describe("moveSelection", () => {
  const wednesday = new Date(2026, 11, 2);
  it("moves by a day, a week, to the week's ends and by a month", () => {
    expect(dateKey(moveSelection(wednesday, "ArrowLeft")!)).toBe("2026-12-01");
    expect(dateKey(moveSelection(wednesday, "ArrowRight")!)).toBe("2026-12-03");
    expect(dateKey(moveSelection(wednesday, "ArrowUp")!)).toBe("2026-11-25");
    expect(dateKey(moveSelection(wednesday, "ArrowDown")!)).toBe("2026-12-09");
    expect(dateKey(moveSelection(wednesday, "Home")!)).toBe("2026-11-30");
    expect(dateKey(moveSelection(wednesday, "End")!)).toBe("2026-12-06");
    expect(dateKey(moveSelection(wednesday, "PageUp")!)).toBe("2026-11-02");
    expect(dateKey(moveSelection(new Date(2026, 0, 31), "PageDown")!)).toBe("2026-02-28");
  });

  it("ignores other keys", () => {
    expect(moveSelection(wednesday, "Enter")).toBeNull();
  });
});

describe("day status", () => {
  it("groups events by date", () => {
    const grouped = eventsByDate([
      event({ id: "a" }),
      event({ id: "b", date: "2026-12-04" }),
      event({ id: "c" }),
    ]);
    expect(grouped.get("2026-12-03")?.map((e) => e.id)).toEqual(["a", "c"]);
    expect(grouped.get("2026-12-04")?.map((e) => e.id)).toEqual(["b"]);
  });

  it("takes the least available of the member's own events", () => {
    expect(dayStatus([])).toBeNull();
    expect(dayStatus([event({ status: "available" })])).toBe("available");
    expect(dayStatus([event({ status: "available" }), event({ status: "busy" })])).toBe("busy");
    expect(dayStatus([event({ status: "unavailable" }), event({ status: "busy" })])).toBe(
      "unavailable",
    );
  });

  it("leaves invitations out of the colour and mentions them", () => {
    const invitation = event({ status: "unavailable", isInvitation: true });
    expect(dayStatus([invitation])).toBeNull();
    expect(dayDescription([invitation])).toBe("1 invitation");
    expect(dayDescription([event({ status: "busy" }), invitation, invitation])).toBe(
      "Busy, 2 invitations",
    );
  });
});
