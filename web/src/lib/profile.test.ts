import { describe, expect, it } from "vitest";
import {
  applicationBadgeVariant,
  applicationLabel,
  joinedLabel,
  profileShareUrl,
  websiteHref,
  websiteLabel,
} from "./profile.ts";

describe("websiteLabel", () => {
  it("drops the protocol, a leading www. and a trailing slash", () => {
    expect(websiteLabel("https://ameliahughes.co.uk")).toBe("ameliahughes.co.uk");
    expect(websiteLabel("http://www.example.com/")).toBe("example.com");
    expect(websiteLabel("HTTPS://Studio.example.com/work")).toBe("Studio.example.com/work");
  });

  it("leaves an address without a protocol as it is", () => {
    expect(websiteLabel("example.com")).toBe("example.com");
  });
});

describe("websiteHref", () => {
  it("keeps http and https addresses and adds https to bare ones", () => {
    expect(websiteHref("http://example.com")).toBe("http://example.com");
    expect(websiteHref("https://example.com/a")).toBe("https://example.com/a");
    expect(websiteHref(" example.com ")).toBe("https://example.com");
  });
});

describe("joinedLabel", () => {
  it("reads the month and year", () => {
    expect(joinedLabel("2025-09-02T12:00:00.000Z")).toBe("Joined September 2025");
    expect(joinedLabel("2024-01-15T10:00:00Z")).toBe("Joined January 2024");
  });

  it("reads 'Recently' when the date is missing or unreadable", () => {
    expect(joinedLabel(null)).toBe("Joined Recently");
    expect(joinedLabel(undefined)).toBe("Joined Recently");
    expect(joinedLabel("")).toBe("Joined Recently");
    expect(joinedLabel("not a date")).toBe("Joined Recently");
  });
});

describe("profileShareUrl", () => {
  it("is the origin plus /profile/{id}", () => {
    expect(profileShareUrl("https://atelier.example", "abc")).toBe(
      "https://atelier.example/profile/abc",
    );
    expect(profileShareUrl("http://localhost:5000/", "abc")).toBe(
      "http://localhost:5000/profile/abc",
    );
  });
});

describe("applications", () => {
  it("are labelled by the first 8 characters of their id", () => {
    expect(applicationLabel("3f2a9c1e-1234-4bcd-9ef0-1234567890ab")).toBe("Application #3f2a9c1e");
    expect(applicationLabel("short")).toBe("Application #short");
  });

  it("map their status to a badge", () => {
    expect(applicationBadgeVariant("pending")).toBe("secondary");
    expect(applicationBadgeVariant("accepted")).toBe("default");
    expect(applicationBadgeVariant("rejected")).toBe("destructive");
    expect(applicationBadgeVariant("withdrawn")).toBe("destructive");
  });
});
