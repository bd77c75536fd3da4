import { describe, expect, it } from "vitest";
import { writtenTogether } from "./written-together.ts";

/** A write whose calls are recorded and finish only when the test says. */
function heldWrites() {
  const calls: { items: string[]; finish: (error?: Error) => void }[] = [];
  const write = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        items,
        finish: (error) => (error ? reject(error) : resolve(items.map((item) => `stored ${item}`))),
      });
    });
  return { calls, write };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("writtenTogether", () => {
  it("writes a lone item at once, and those arriving meanwhile together after it", async () => {
    const { calls, write } = heldWrites();
    const add = writtenTogether(write, 10);
    const first = add("pair", "a");
    const rest = ["b", "c", "d"].map((item) => add("pair", item));
    await settled();
    expect(calls.map((call) => call.items)).toEqual([["a"]]);
    calls[0]!.finish();
    expect(await first).toBe("stored a");
    await settled();
    expect(calls.map((call) => call.items)).toEqual([["a"], ["b", "c", "d"]]);
    calls[1]!.finish();
    expect(await Promise.all(rest)).toEqual(["stored b", "stored c", "stored d"]);
  });

  it("keeps keys apart, so one key's write never waits for another's", async () => {
    const { calls, write } = heldWrites();
    const add = writtenTogether(write, 10);
    const [one, two] = [add("one", "a"), add("two", "b")];
    await settled();
    expect(calls.map((call) => call.items)).toEqual([["a"], ["b"]]);
    calls[1]!.finish();
    expect(await two).toBe("stored b");
    calls[0]!.finish();
    expect(await one).toBe("stored a");
  });

  it("writes at most `most` at a time, in the order they came", async () => {
    const { calls, write } = heldWrites();
    const add = writtenTogether(write, 2);
    const all = ["a", "b", "c", "d", "e"].map((item) => add("pair", item));
    for (let call = 0; call < 3; call += 1) {
      await settled();
      calls[call]!.finish();
    }
    expect(await Promise.all(all)).toEqual(["a", "b", "c", "d", "e"].map((x) => `stored ${x}`));
    expect(calls.map((call) => call.items)).toEqual([["a"], ["b", "c"], ["d", "e"]]);
  });

  it("fails only the items of a failed write; those queued behind it are written next", async () => {
    const { calls, write } = heldWrites();
    const add = writtenTogether(write, 10);
    const failed = add("pair", "a");
    const next = add("pair", "b");
    await settled();
    calls[0]!.finish(new Error("the database went away"));
    await expect(failed).rejects.toThrow("the database went away");
    await settled();
    calls[1]!.finish();
    expect(await next).toBe("stored b");
  });

  it("starts afresh once a key's queue is empty", async () => {
    const { calls, write } = heldWrites();
    const add = writtenTogether(write, 10);
    const first = add("pair", "a");
    await settled();
    calls[0]!.finish();
    await first;
    await settled();
    const second = add("pair", "b");
    await settled();
    expect(calls.map((call) => call.items)).toEqual([["a"], ["b"]]);
    calls[1]!.finish();
    expect(await second).toBe("stored b");
  });
});
