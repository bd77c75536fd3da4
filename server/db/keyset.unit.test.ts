import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.ts";
import { decodeCursor, encodeCursor, keysetPage } from "./keyset.ts";

const cursor = {
  scope: "0",
  createdAt: "2026-11-22 21:39:47.888206+00",
  id: "3f1c0a36-7e8f-4c3e-9d1a-2b4c6d8e0f12",
};

describe("keyset cursor", () => {
  it("decodes what it encoded, microseconds included", () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("refuses anything it did not make with a 400 that says so", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          const decoded = decodeCursor(text);
          // Whatever passes is a whole cursor that survives its own round trip.
          expect(decodeCursor(encodeCursor(decoded))).toEqual(decoded);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).statusCode).toBe(400);
          expect((error as HttpError).message).toBe("That page cursor is not valid.");
        }
      }),
    );
    expect(() => decodeCursor(encodeCursor({ ...cursor, id: "x" }))).toThrow(HttpError);
    expect(() => decodeCursor(encodeCursor({ ...cursor, createdAt: "yesterday" }))).toThrow(
      HttpError,
    );
  });

  it("pages from limit + 1 rows: the cursor points at the last row shown", () => {
    const rows = [1, 2, 3].map((n) => ({ ...cursor, id: `${n}` }));
    const page = keysetPage(rows, 2, (row) => row);
    expect(page.items.map((row) => row.id)).toEqual(["1", "2"]);
    expect(Buffer.from(page.nextCursor!, "base64url").toString()).toContain("|2");
    expect(keysetPage(rows, 3, (row) => row).nextCursor).toBeNull();
  });
});
