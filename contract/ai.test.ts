import { describe, expect, it } from "vitest";
import { AI_TITLE_LENGTH, conversationTitleFrom } from "./ai.ts";

describe("conversationTitleFrom", () => {
  it("keeps a first message of up to 50 characters whole, trimmed", () => {
    expect(conversationTitleFrom("  menswear stylist in Manchester ")).toBe(
      "menswear stylist in Manchester",
    );
    const fifty = "a".repeat(AI_TITLE_LENGTH);
    expect(conversationTitleFrom(fifty)).toBe(fifty);
  });

  it("cuts a longer one to its first 50 characters and adds '...'", () => {
    const text =
      "Looking for a menswear stylist in Manchester who is free next week for a lookbook";
    expect(conversationTitleFrom(text)).toBe(`${text.slice(0, 50)}...`);
    expect(conversationTitleFrom(`${"b".repeat(AI_TITLE_LENGTH)}c`)).toBe(
      `${"b".repeat(AI_TITLE_LENGTH)}...`,
    );
  });
});
