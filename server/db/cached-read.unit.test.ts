import { describe, expect, it } from "vitest";
import { cachedRead } from "./cached-read.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("cachedRead", () => {
  it("reads once per interval and shares the first read", async () => {
    let clock = 0;
    let reads = 0;
    const read = cachedRead(
      60_000,
      async () => ++reads,
      () => clock,
    );
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    clock = 59_999;
    expect(await read()).toBe(1);
    expect(reads).toBe(1);
  });

  it("answers an old value at once while one refresh runs, then the new one", async () => {
    let clock = 0;
    let reads = 0;
    const read = cachedRead(
      60_000,
      async () => ++reads,
      () => clock,
    );
    await read();
    clock = 60_000;
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    await settle();
    expect(await read()).toBe(2);
    expect(reads).toBe(2);
  });

  it("keeps no failure: a failed first read is tried again, a failed refresh keeps the old value", async () => {
    let clock = 0;
    let fail = true;
    const read = cachedRead(
      60_000,
      async () => {
        if (fail) throw new Error("database away");
        return clock;
      },
      () => clock,
    );
    await expect(read()).rejects.toThrow("database away");
    fail = false;
    expect(await read()).toBe(0);
    clock = 60_000;
    fail = true;
    expect(await read()).toBe(0);
    await settle();
    fail = false;
    expect(await read()).toBe(0);
    await settle();
    expect(await read()).toBe(60_000);
  });
});
