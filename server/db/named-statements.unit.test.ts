import { describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { keptStatement, STATEMENTS_KEPT } from "./named-statements.ts";

/** Only the identity of the database matters to the cache: it keeps statements per database. */
const aDatabase = () => ({}) as Database;

describe("keptStatement", () => {
  it("builds a statement once per key, and per database", () => {
    const db = aDatabase();
    let builds = 0;
    const build = () => ({ built: ++builds });
    const first = keptStatement(db, "photographer in London", build);
    expect(keptStatement(db, "photographer in London", build)).toBe(first);
    expect(keptStatement(db, "stylist in Leeds", build)).toEqual({ built: 2 });
    expect(keptStatement(aDatabase(), "photographer in London", build)).toEqual({ built: 3 });
    expect(builds).toBe(3);
  });

  it("forgets the least recently used key once it holds more than it keeps", () => {
    const db = aDatabase();
    let builds = 0;
    const keep = (key: string) => keptStatement(db, key, () => ({ key, built: ++builds }));
    const oldest = keep("asked first");
    const reused = keep("asked second");
    for (let index = 0; index < STATEMENTS_KEPT - 2; index++) keep(`filler ${index}`);
    // Asked again, the second key becomes the newest; the first is then the oldest.
    expect(keep("asked second")).toBe(reused);
    keep("one too many");
    expect(keep("asked second")).toBe(reused);
    const rebuilt = keep("asked first");
    expect(rebuilt).not.toBe(oldest);
    expect(rebuilt).toEqual({ key: "asked first", built: STATEMENTS_KEPT + 2 });
  });
});
