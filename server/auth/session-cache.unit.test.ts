import { describe, expect, it } from "vitest";
import { testClock } from "../test/clock.ts";
import { createSessionCache } from "./session-cache.ts";

function cacheOf(maxAgeMs = 2000, maxEntries = 100) {
  const clock = testClock(0);
  const cache = createSessionCache<string>({ maxAgeMs, maxEntries, now: clock.now });
  const read = (tokenHash: string, userId: string, entry: string) =>
    cache.remember(tokenHash, userId, entry, cache.startRead());
  return { cache, clock, read };
}

describe("the session cache", () => {
  it("answers from what was read for less than the maximum age, then reads again", () => {
    const { cache, clock, read } = cacheOf(2000);
    read("token-a", "ada", "Ada as read");
    clock.advance(1999);
    expect(cache.get("token-a")).toBe("Ada as read");
    clock.advance(1);
    expect(cache.get("token-a")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("forgets every session of a member at once, and only theirs", () => {
    const { cache, read } = cacheOf();
    read("phone", "ada", "Ada on her phone");
    read("laptop", "ada", "Ada on her laptop");
    read("tablet", "bo", "Bo");
    cache.forgetMember("ada");
    expect(cache.get("phone")).toBeUndefined();
    expect(cache.get("laptop")).toBeUndefined();
    expect(cache.get("tablet")).toBe("Bo");
    cache.forgetMember("nobody-it-knows");
    expect(cache.get("tablet")).toBe("Bo");
  });

  it("does not keep a read that started before a change, which may have seen the old row", () => {
    const { cache } = cacheOf();
    const started = cache.startRead();
    cache.forgetMember("ada");
    cache.remember("phone", "ada", "Ada before her change", started);
    expect(cache.get("phone")).toBeUndefined();
    cache.remember("phone", "ada", "Ada after it", cache.startRead());
    expect(cache.get("phone")).toBe("Ada after it");
  });

  it("holds no more than its limit, the oldest going first, and lets go of what has aged", () => {
    const { cache, clock, read } = cacheOf(2000, 3);
    for (const token of ["one", "two", "three", "four"]) {
      read(token, `member-${token}`, token);
      clock.advance(100);
    }
    expect(cache.size()).toBe(3);
    expect(cache.get("one")).toBeUndefined();
    expect(cache.get("four")).toBe("four");

    clock.advance(2000);
    read("five", "member-five", "five");
    expect(cache.size()).toBe(1);
  });

  it("two requests that read the same session together leave one entry, the later read", () => {
    const { cache, read } = cacheOf();
    read("phone", "ada", "first read");
    read("phone", "ada", "second read");
    expect(cache.size()).toBe(1);
    expect(cache.get("phone")).toBe("second read");
    cache.forgetMember("ada");
    expect(cache.size()).toBe(0);
  });

  it("keeps nothing with a maximum age of 0", () => {
    const { cache, read } = cacheOf(0);
    read("token-a", "ada", "Ada");
    expect(cache.get("token-a")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });
});
