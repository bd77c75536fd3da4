import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range.ts";

describe("parseByteRange", () => {
  it.each([
    [undefined, null],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-200", { start: 800, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=50-10", null],
    ["bytes=0-1,5-9", null],
    ["items=0-1", null],
    ["bytes=-", null],
  ])("reads %s of a 1000-byte object as %j", (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});
