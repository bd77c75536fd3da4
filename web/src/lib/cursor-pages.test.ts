import { describe, expect, it } from "vitest";
import { pageUrl } from "./cursor-pages.ts";

describe("pageUrl", () => {
  it("adds the limit and, after the first page, the cursor", () => {
    expect(pageUrl("/api/posts", null, 20)).toBe("/api/posts?limit=20");
    expect(pageUrl("/api/posts", "abc=", 20)).toBe("/api/posts?limit=20&cursor=abc%3D");
  });

  it("keeps a member filter already in the address", () => {
    expect(pageUrl("/api/posts?userId=u1", "x")).toBe("/api/posts?userId=u1&cursor=x");
  });
});
