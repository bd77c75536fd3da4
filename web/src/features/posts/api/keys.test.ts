import { savedKeys } from "@web/features/saved/api/keys.ts";
import { userKeys } from "@web/features/users/api/keys.ts";
import { describe, expect, it } from "vitest";
import { holdsPosts, postKeys } from "./keys.ts";

describe("holdsPosts", () => {
  it("matches post lists, single posts and saved posts", () => {
    expect(holdsPosts(postKeys.feed())).toBe(true);
    expect(holdsPosts(postKeys.byMember("u1"))).toBe(true);
    expect(holdsPosts(postKeys.detail("p1"))).toBe(true);
    expect(holdsPosts(savedKeys.posts("u1"))).toBe(true);
  });

  it("ignores everything else", () => {
    expect(holdsPosts(["jobs"])).toBe(false);
    expect(holdsPosts(["auth", "user"])).toBe(false);
    expect(holdsPosts(userKeys.followCounts("u1"))).toBe(false);
    expect(holdsPosts(savedKeys.applications("u1"))).toBe(false);
  });
});
