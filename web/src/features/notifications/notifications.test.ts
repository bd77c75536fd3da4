import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_MESSAGE,
  DEFAULT_NOTIFICATION_TITLE,
  formatBadgeCount,
  notificationCountLabel,
  notificationTone,
  notificationWords,
} from "./notifications.ts";

describe("formatBadgeCount", () => {
  it("shows the number up to nine, then 9+", () => {
    expect(formatBadgeCount(0)).toBe("0");
    expect(formatBadgeCount(9)).toBe("9");
    expect(formatBadgeCount(10)).toBe("9+");
    expect(formatBadgeCount(250)).toBe("9+");
  });
});

describe("notificationCountLabel", () => {
  it("gives the exact count, singular for one", () => {
    expect(notificationCountLabel(1)).toBe("1 new notification");
    expect(notificationCountLabel(12)).toBe("12 new notifications");
  });
});

describe("notificationWords", () => {
  it("keeps the server's words, trimmed", () => {
    expect(notificationWords({ type: "like", title: " Liked ", message: "Ann liked" })).toEqual({
      title: "Liked",
      message: "Ann liked",
    });
  });

  it("fills the default title and message", () => {
    expect(notificationWords({ type: "follow", title: "  " })).toEqual({
      title: DEFAULT_NOTIFICATION_TITLE,
      message: DEFAULT_NOTIFICATION_MESSAGE,
    });
  });
});

describe("notificationTone", () => {
  it("maps the known types and greys the rest", () => {
    expect(notificationTone("newMessage")).toBe("blue");
    expect(notificationTone("like")).toBe("red");
    expect(notificationTone("follow")).toBe("green");
    expect(notificationTone("jobApplication")).toBe("purple");
    expect(notificationTone("something")).toBe("grey");
  });
});
