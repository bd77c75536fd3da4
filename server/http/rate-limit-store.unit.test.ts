import { describe, expect, it } from "vitest";
import { testClock } from "../test/clock.ts";
import { memoryRateLimitStore } from "./rate-limit-store.ts";

function storeOn(clock: ReturnType<typeof testClock>) {
  const Store = memoryRateLimitStore(clock.now);
  const store = new Store({});
  const counted = (key: string, windowMs = 1000) =>
    new Promise((resolve) => store.incr(key, (_error, result) => resolve(result), windowMs, 5));
  return { store, counted };
}

describe("the in-memory rate-limit store", () => {
  it("counts within a window on the app's clock and starts over when it ends", async () => {
    const clock = testClock(0);
    const { counted } = storeOn(clock);
    expect(await counted("a")).toEqual({ current: 1, ttl: 1000 });
    clock.advance(400);
    expect(await counted("a")).toEqual({ current: 2, ttl: 600 });
    clock.advance(600);
    expect(await counted("a")).toEqual({ current: 1, ttl: 1000 });
  });

  it("keeps a bounded number of keys, dropping the least recently counted", async () => {
    const { counted } = storeOn(testClock(0));
    await counted("oldest");
    await counted("recent");
    for (let key = 0; key < 99_998; key++) await counted(String(key));
    await counted("recent");
    await counted("one key too many");
    expect(await counted("oldest")).toMatchObject({ current: 1 });
    expect(await counted("recent")).toMatchObject({ current: 3 });
  });
});
