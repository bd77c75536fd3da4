import { describe, expect, it } from "vitest";
import { isDatabaseOverloaded } from "./errors.ts";

/** An error as Drizzle wraps a driver's: the driver's own error is the cause. */
function failedQuery(cause: Error): Error {
  return new Error("Failed query: select 1", { cause });
}

describe("isDatabaseOverloaded", () => {
  it("recognises a statement timeout and both ways of waiting too long for a connection", () => {
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), {
      code: "57014",
    });
    expect(isDatabaseOverloaded(failedQuery(cancelled))).toBe(true);
    expect(
      isDatabaseOverloaded(failedQuery(new Error("timeout exceeded when trying to connect"))),
    ).toBe(true);
    const opening = new Error(
      "Connection terminated due to connection timeout: Connection terminated unexpectedly",
    );
    expect(isDatabaseOverloaded(failedQuery(opening))).toBe(true);
  });

  it("leaves real faults alone", () => {
    expect(isDatabaseOverloaded(failedQuery(new Error('relation "nope" does not exist')))).toBe(
      false,
    );
    expect(isDatabaseOverloaded("not an error")).toBe(false);
  });
});
