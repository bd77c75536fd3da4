import { saveAvailabilitySchema } from "@contract/availability.ts";
import { sendMessageSchema } from "@contract/messages.ts";
import { privacySettingsSchema } from "@contract/settings.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import type { JsonSchema } from "../docs/json-schema.ts";
import {
  arbitraryOf,
  encodeJson,
  encodeUrlPart,
  RawBytes,
  RawObject,
} from "./json-schema-arbitrary.ts";

const knownIds = ["0b6f3c7e-9d2a-4c1b-8e5f-2a7d9c4b1e30"];
const drawFor = (schema: z.ZodMiniType) =>
  fc.sample(arbitraryOf(z.toJSONSchema(schema, { io: "input" }) as JsonSchema, { knownIds }), {
    numRuns: 200,
    seed: 7,
  });

describe("values drawn from a zod schema's JSON schema", () => {
  it("are accepted by that schema, whatever its shape", () => {
    const shapes = z.object({
      id: z.uuid(),
      email: z.email(),
      day: z.iso.date(),
      count: z.int().check(z.gte(1), z.lte(50)),
      ratio: z.number().check(z.gt(0), z.lt(1)),
      kind: z.enum(["a", "b"]),
      fixed: z.literal("yes"),
      note: z.nullable(z.string().check(z.minLength(2), z.maxLength(5))),
      tags: z.optional(z.array(z.string().check(z.maxLength(3))).check(z.maxLength(2))),
      nested: z.object({ on: z.boolean() }),
      extra: z.optional(z.record(z.string(), z.number())),
    });
    expect(drawFor(shapes).filter((value) => !shapes.safeParse(value).success)).toEqual([]);
  });

  it("mostly pass the refinements a JSON schema cannot express (trimming, real days)", () => {
    for (const schema of [saveAvailabilitySchema, sendMessageSchema, privacySettingsSchema]) {
      const accepted = drawFor(schema).filter((value) => schema.safeParse(value).success);
      expect(accepted.length).toBeGreaterThan(180);
    }
  });

  it("draw ids from the known ones as well as new ones", () => {
    const ids = drawFor(z.object({ id: z.uuid() })).map((value) => (value as { id: string }).id);
    expect(ids).toContain(knownIds[0]);
    expect(new Set(ids).size).toBeGreaterThan(10);
  });
});

describe("writing drawn values into a request", () => {
  it("keeps raw pieces and prototype-named keys exactly as written", () => {
    const body = new RawObject([
      ["__proto__", { isAdmin: true }],
      ["n", RawBytes.of("1e400")],
      ["list", [1, "\u0000", null]],
    ]);
    expect(encodeJson(body).toString()).toBe(
      '{"__proto__":{"isAdmin":true},"n":1e400,"list":[1,"\\u0000",null]}',
    );
    expect(encodeJson(RawBytes.of([0x22, 0xff, 0x22]))).toEqual(Buffer.from([0x22, 0xff, 0x22]));
  });

  it("percent-encodes every byte of a URL part outside the unreserved few", () => {
    expect(encodeUrlPart("a b/é")).toBe("a%20b%2F%C3%A9");
    expect(encodeUrlPart(RawBytes.of([0xff, 0x41]))).toBe("%FFA");
    expect(encodeUrlPart("\ud800")).toBe("%EF%BF%BD");
    expect(encodeUrlPart(42)).toBe("42");
  });
});
