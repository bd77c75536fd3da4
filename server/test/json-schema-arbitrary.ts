import fc from "fast-check";
import type { JsonSchema } from "../docs/json-schema.ts";

/**
 * Bytes written into a request exactly as they are: JSON no serializer would write (nesting
 * 10,000 deep, numbers past a double, invalid UTF-8), or, in a URL, percent-encoded byte by byte.
 */
export class RawBytes {
  constructor(readonly bytes: Buffer) {}
  static of(text: string | number[]) {
    return new RawBytes(typeof text === "string" ? Buffer.from(text) : Buffer.from(text));
  }
}

/** A JSON object whose keys may be ones a plain object cannot hold as its own, like `__proto__`. */
export class RawObject {
  constructor(readonly entries: [string, unknown][]) {}
}

export type DrawOptions = {
  /** Ids that exist (the members', their posts', …): a uuid is drawn from them half the time. */
  knownIds: readonly string[];
};

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);

/** The longest string or array drawn for a valid value, whatever the schema allows. */
const LONGEST_DRAWN = 60;
const MOST_ITEMS = 4;

const instant = fc.date({
  min: new Date("2000-01-01"),
  max: new Date("2099-12-31"),
  noInvalidDate: true,
});
/** Well-formed strings a format or a pattern usually stands for, checked further by refinements. */
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  // Plain addresses: fast-check's own use corners of the RFC that zod rightly refuses.
  email: fc
    .tuple(word, word, fc.constantFrom("test", "co.uk", "example"))
    .map(([local, domain, top]) => `${local}@${domain}.${top}`),
  uri: fc.webUrl(),
  url: fc.webUrl(),
  date: instant.map((date) => date.toISOString().slice(0, 10)),
  "date-time": instant.map((date) => date.toISOString()),
  time: instant.map((date) => date.toISOString().slice(11, 16)),
};

function stringArbitrary(schema: JsonSchema, options: DrawOptions): fc.Arbitrary<string> {
  if (schema.format === "uuid") {
    const ids = options.knownIds.length ? [fc.constantFrom(...options.knownIds)] : [];
    return fc.oneof(...ids, fc.uuid());
  }
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) return format;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_DRAWN, LONGEST_DRAWN));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = (text: string) =>
      pattern.test(text) &&
      text.length >= minLength &&
      text.length <= (schema.maxLength ?? Infinity);
    // A pattern often spells a format whose refinement (a real calendar day) it cannot express.
    const formats = Object.values(FORMATS).filter((arbitrary) =>
      fc.sample(arbitrary, { numRuns: 5, seed: 1 }).every(fits),
    );
    if (formats.length) return fc.oneof(...formats);
    try {
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      // A pattern fast-check cannot generate from: plain text of the right length instead.
    }
  }
  // Mostly plain words, which get past refinements to the deeper code; any Unicode sometimes.
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength, unit: "grapheme-ascii" }), weight: 3 },
    // zod counts UTF-16 code units, and a grapheme may take several.
    fc
      .string({ minLength, maxLength, unit: "grapheme" })
      .filter((text) => text.length <= maxLength),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const minExcluded = schema.minimum === undefined && schema.exclusiveMinimum !== undefined;
  const maxExcluded = schema.maximum === undefined && schema.exclusiveMaximum !== undefined;
  if (integer) {
    return fc.integer({
      min: Math.ceil(minExcluded ? min + 1 : min),
      max: Math.floor(maxExcluded ? max - 1 : max),
    });
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true });
}

/**
 * Values a JSON schema accepts, drawn by fast-check: enough to build valid requests from a
 * route's own zod schemas without a generator per route.
 */
export function arbitraryOf(
  schema: JsonSchema,
  options: DrawOptions,
  root: JsonSchema = schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const next = (inner: JsonSchema) => arbitraryOf(inner, options, root, depth + 1);
  if (depth > 8) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, "");
    const target = schema.$ref === "#" ? root : root.$defs?.[name];
    return target ? next(target) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(next));
  if (schema.allOf?.[0]) return next(schema.allOf[0]);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => next({ ...schema, type })));
  switch (types[0]) {
    case "string":
      return stringArbitrary(schema, options);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(next));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MOST_ITEMS, MOST_ITEMS));
      return fc.array(schema.items ? next(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
    case "object": {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, next(value)]),
      );
      const record = fc.record(properties, { requiredKeys: schema.required ?? [] });
      if (typeof schema.additionalProperties !== "object") return record;
      return fc
        .tuple(
          fc.dictionary(fc.string({ maxLength: 10 }), next(schema.additionalProperties), {
            maxKeys: MOST_ITEMS,
          }),
          record,
        )
        .map(([extra, known]) => ({ ...extra, ...known }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** JSON text (as bytes) for a drawn value, writing raw pieces exactly as they are. */
export function encodeJson(value: unknown): Buffer {
  if (value instanceof RawBytes) return value.bytes;
  if (value instanceof RawObject) {
    const parts = value.entries.map(([key, inner]) =>
      Buffer.concat([Buffer.from(`${JSON.stringify(key)}:`), encodeJson(inner)]),
    );
    return Buffer.concat([Buffer.from("{"), ...joinWithCommas(parts), Buffer.from("}")]);
  }
  if (Array.isArray(value)) {
    return Buffer.concat([
      Buffer.from("["),
      ...joinWithCommas(value.map(encodeJson)),
      Buffer.from("]"),
    ]);
  }
  if (value && typeof value === "object") {
    return encodeJson(new RawObject(Object.entries(value)));
  }
  return Buffer.from(JSON.stringify(value) ?? "null");
}

function joinWithCommas(parts: Buffer[]): Buffer[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [Buffer.from(","), part]));
}

/** A value as it would stand in a URL's path or query: every byte outside the safe few escaped. */
export function encodeUrlPart(value: unknown): string {
  const bytes =
    value instanceof RawBytes
      ? value.bytes
      : Buffer.from(
          typeof value === "string" ? value : value instanceof RawObject ? "{}" : String(value),
        );
  let encoded = "";
  for (const byte of bytes) {
    const character = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(character)
      ? character
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}
