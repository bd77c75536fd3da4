import { describe, expect, it } from "vitest";
import { avatarGradient, avatarInitial, displayName } from "./avatar.ts";

describe("avatarInitial", () => {
  it("uses the first letter of the first name as written", () => {
    expect(avatarInitial({ firstName: "amelia", email: "zed@example.com" })).toBe("a");
    expect(avatarInitial({ firstName: "Olu" })).toBe("O");
  });

  it("falls back to the uppercased first letter of the email", () => {
    expect(avatarInitial({ firstName: null, email: "jo@example.com" })).toBe("J");
    expect(avatarInitial({ firstName: "   ", email: "kai@example.com" })).toBe("K");
  });

  it("falls back to U with neither", () => {
    expect(avatarInitial({ firstName: null, email: null })).toBe("U");
    expect(avatarInitial({})).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});

describe("avatarGradient", () => {
  it("is deterministic per seed and varies between seeds", () => {
    expect(avatarGradient("user-1")).toBe(avatarGradient("user-1"));
    expect(avatarGradient("user-1")).not.toBe(avatarGradient("user-2"));
    expect(avatarGradient("user-1")).toMatch(/^linear-gradient\(/);
  });
});

describe("displayName", () => {
  it("joins the names, else shows the email", () => {
    expect(displayName({ firstName: "Amelia", lastName: "Hughes" })).toBe("Amelia Hughes");
    expect(displayName({ firstName: null, lastName: null, email: "a@b.test" })).toBe("a@b.test");
    expect(displayName(null)).toBe("Member");
  });
});
