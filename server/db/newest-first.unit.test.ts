import { SEARCH_GROUP_LIMIT } from "@contract/search.ts";
import { LRUCache } from "lru-cache";
import { describe, expect, it } from "vitest";
import { firstSpan, fromFirstRead, newestMatches, type Span } from "./newest-first.ts";

/** A group's statements as a search sees them: how many rows each span finds, and which ran. */
function statements(newest: number, all: number) {
  const ran: Span[] = [];
  const rows = (count: number) => Array.from({ length: count }, (_, index) => `row ${index}`);
  return {
    ran,
    find: async (span: Span) => {
      ran.push(span);
      return rows(span === "newest" ? newest : all);
    },
  };
}

describe("newestMatches", () => {
  it("answers a common word from the newest rows, every time", async () => {
    const sparse = new LRUCache<string, true>({ max: 10 });
    for (let search = 0; search < 2; search++) {
      const { ran, find } = statements(SEARCH_GROUP_LIMIT, SEARCH_GROUP_LIMIT);
      expect(await newestMatches(sparse, "posts:%london%", SEARCH_GROUP_LIMIT, find)).toHaveLength(
        SEARCH_GROUP_LIMIT,
      );
      expect(ran).toEqual(["newest"]);
    }
  });

  it("answers a rare word from all rows, and goes there first once it knows the word", async () => {
    const sparse = new LRUCache<string, true>({ max: 10 });
    const first = statements(3, 7);
    expect(
      await newestMatches(sparse, "posts:%kiln%", SEARCH_GROUP_LIMIT, first.find),
    ).toHaveLength(7);
    expect(first.ran).toEqual(["newest", "all"]);

    const again = statements(3, 7);
    expect(
      await newestMatches(sparse, "posts:%kiln%", SEARCH_GROUP_LIMIT, again.find),
    ).toHaveLength(7);
    expect(again.ran).toEqual(["all"]);

    // Another group, or another word, is not taken for rare.
    const jobs = statements(SEARCH_GROUP_LIMIT, SEARCH_GROUP_LIMIT);
    await newestMatches(sparse, "jobs:%kiln%", SEARCH_GROUP_LIMIT, jobs.find);
    expect(jobs.ran).toEqual(["newest"]);
  });
});

describe("fromFirstRead", () => {
  it("takes a first read made by a larger statement as newestMatches takes its own", async () => {
    const sparse = new LRUCache<string, true>({ max: 10 });
    const key = "jobs:%kiln%";
    const full = statements(SEARCH_GROUP_LIMIT, SEARCH_GROUP_LIMIT);
    const fullRead = { span: firstSpan(sparse, key), rows: await full.find("newest") };
    expect(
      await fromFirstRead(sparse, key, SEARCH_GROUP_LIMIT, fullRead, () => full.find("all")),
    ).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(full.ran).toEqual(["newest"]);

    const short = statements(3, 7);
    const shortRead = { span: firstSpan(sparse, key), rows: await short.find("newest") };
    expect(
      await fromFirstRead(sparse, key, SEARCH_GROUP_LIMIT, shortRead, () => short.find("all")),
    ).toHaveLength(7);
    expect(short.ran).toEqual(["newest", "all"]);

    expect(firstSpan(sparse, key)).toBe("all");
    const again = statements(3, 7);
    const allRead = { span: firstSpan(sparse, key), rows: await again.find("all") };
    expect(
      await fromFirstRead(sparse, key, SEARCH_GROUP_LIMIT, allRead, () => again.find("all")),
    ).toHaveLength(7);
    expect(again.ran).toEqual(["all"]);
  });
});
