import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_MESSAGE,
  DEFAULT_NOTIFICATION_TITLE,
  formatBadgeCount,
  notificationCountLabel,
  notificationTone,
  receiveNotification,
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

describe("receiveNotification", () => {
  it("adds a unique id and an ISO timestamp", () => {
    const now = new Date("2025-09-02T10:00:00Z");
    const first = receiveNotification({ type: "like", title: "Liked", message: "Ann liked" }, now);
    const second = receiveNotification({ type: "like", title: "Liked", message: "Ann liked" }, now);
    expect(first.timestamp).toBe("2025-09-02T10:00:00.000Z");
    expect(first.id).not.toBe(second.id);
    expect(first).toMatchObject({ type: "like", title: "Liked", message: "Ann liked" });
  });

  it("fills the default title and message", () => {
    const notification = receiveNotification({ type: "follow" });
    expect(notification.title).toBe(DEFAULT_NOTIFICATION_TITLE);
    expect(notification.message).toBe(DEFAULT_NOTIFICATION_MESSAGE);
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
