import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import * as auth from "./auth.ts";
import * as availability from "./availability.ts";
import * as common from "./common.ts";
import { fieldLabel } from "./human-errors.ts";
import * as jobs from "./jobs.ts";
import * as messages from "./messages.ts";
import * as portfolio from "./portfolio.ts";
import * as posts from "./posts.ts";
import * as profile from "./profile.ts";
import * as realtime from "./realtime.ts";
import * as search from "./search.ts";
import * as settings from "./settings.ts";
import * as uploads from "./uploads.ts";
import * as users from "./users.ts";

const modules = {
  auth,
  availability,
  common,
  jobs,
  messages,
  portfolio,
  posts,
  profile,
  realtime,
  search,
  settings,
  uploads,
  users,
};

/** How the validation library words its own messages; none of them may reach a member. */
const LIBRARY_WORDING =
  /^(Too big|Too small|Invalid input|Invalid option|Invalid UUID|Invalid URL|Invalid email|Invalid string|Invalid element|Invalid key|Invalid value|Unrecognized key)/;

const schemas = Object.entries(modules).flatMap(([moduleName, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodMiniType] => entry[1] instanceof z.ZodMiniType)
    .map(([name, schema]) => ({ name: `${moduleName}.${name}`, schema })),
);

/** The object inside a schema wrapped by refine, pipe, preprocess, default or optional. */
function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth += 1) {
    if (current instanceof z.ZodMiniObject) return current.shape as Record<string, z.ZodMiniType>;
    const def = (current as { def?: Record<string, unknown> }).def ?? {};
    current = def.out instanceof z.ZodMiniObject ? def.out : (def.innerType ?? def.in ?? def.out);
  }
  return null;
}

const HOSTILE_VALUES: unknown[] = [
  "x".repeat(100_001),
  "",
  "   ",
  12_345,
  -1,
  1e15,
  null,
  true,
  [],
  ["x".repeat(5_000)],
  Array.from({ length: 500 }, () => "tag"),
  {},
];

function messagesFor(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("every refusal in the contract speaks to a person", () => {
  it("finds the contract's schemas", () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas)("$name never answers in the library's own words", ({ schema }) => {
    const seen: string[] = [];
    for (const value of HOSTILE_VALUES) seen.push(...messagesFor(schema, value));
    const shape = shapeOf(schema);
    for (const key of Object.keys(shape ?? {})) {
      for (const value of HOSTILE_VALUES) seen.push(...messagesFor(schema, { [key]: value }));
    }
    expect(seen.filter((message) => LIBRARY_WORDING.test(message))).toEqual([]);
  });

  it("names the field and the limit", () => {
    const title = portfolio.createPortfolioItemSchema.safeParse({
      title: "x".repeat(121),
      imageUrl: "/objects/x",
    });
    expect(title.error?.issues[0]?.message).toBe("Title can be at most 120 characters.");
    const name = auth.signUpSchema.safeParse({
      firstName: "x".repeat(300),
      lastName: "Stone",
      email: "priya@example.test",
      password: "long enough",
      confirmPassword: "long enough",
      profession: "model",
    });
    expect(name.error?.issues[0]?.message).toBe("First name can be at most 100 characters.");
    const tags = portfolio.updatePortfolioItemSchema.safeParse({
      title: "Lookbook",
      tags: ["x".repeat(41)],
    });
    expect(tags.error?.issues[0]?.message).toBe("Each tag can be at most 40 characters.");
  });

  it("labels fields as a person reads them", () => {
    expect(fieldLabel(["firstName"])).toBe("First name");
    expect(fieldLabel(["tags", 3])).toBe("Each tag");
    expect(fieldLabel([])).toBe("This value");
    expect(fieldLabel(["imageURL"])).toBe("Image");
  });
});
