import { objectIdFromPath } from "@contract/uploads.ts";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import type { JsonSchema } from "../docs/json-schema.ts";
import { png } from "../storage/test-media.ts";
import { uploadObject } from "../storage/test-uploads.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import {
  makeAvailabilityEvent,
  makeComment,
  makeConversation,
  makeJob,
  makeMember,
  makeMessage,
  makePortfolioItem,
  makePost,
  signUpMember,
} from "../test/factories.ts";
import {
  arbitraryOf,
  type DrawOptions,
  encodeJson,
  encodeUrlPart,
  RawBytes,
  RawObject,
} from "../test/json-schema-arbitrary.ts";
import type { DeclaredRoute } from "./access.ts";

/**
 * Generated requests per route and run, whatever the route. The seed changes with every run, so
 * runs add up to more than any one draws; 100 a route keeps the file near half a minute of a
 * 2-core machine that the whole suite must share (200 took 73 s).
 */
const REQUESTS_PER_ROUTE = 100;
/** Requests in flight at once: enough to overlap waiting on the database, few enough for 2 cores. */
const IN_FLIGHT = 8;
/** The run's seed, printed with every finding so a failure can be replayed with FUZZ_SEED. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * Routes whose success would end the signed-in caller's session or account, leaving every
 * later request signed out. They are still fuzzed by the signed-out caller.
 */
const SIGNED_OUT_ONLY: Record<string, string> = {
  "GET /api/logout": "ends the caller's session",
  "DELETE /api/account": "deletes the caller's account",
};

type Actor = "owner" | "stranger" | "anonymous";

/** Strings and numbers that have broken servers before, mixed into every kind of field. */
const PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  ...PROTOTYPE_NAMES,
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  RawBytes.of([0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22]), // invalid UTF-8 in a string
  "x".repeat(20_000),
  "é".repeat(6_000),
  "👩🏽‍🎨".repeat(1_000),
  "",
  " \t\n",
  "../../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "2026-02-30",
  "0000-00-00T25:61:00Z",
  "00000000-0000-0000-0000-000000000000",
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  0.5,
  -1,
  RawBytes.of("1e400"),
  RawBytes.of("-123456789012345678901234567890"),
  null,
  true,
  [],
  {},
  [null, [null]],
  new RawObject([
    ["__proto__", { isAdmin: true }],
    ["constructor", { prototype: { polluted: true } }],
    ["toString", "x"],
  ]),
  RawBytes.of(`${"[".repeat(10_000)}${"]".repeat(10_000)}`),
  RawBytes.of(`${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`),
);

/** A whole body no well-behaved client sends. */
const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  hostileValue,
  fc.constantFrom(
    RawBytes.of("{"),
    RawBytes.of('{"a":1,}'),
    RawBytes.of("\u0000"),
    RawBytes.of([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // a byte-order mark before {}
    RawBytes.of([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), // an invalid UTF-8 key
    RawBytes.of(`{"content":"${"x".repeat(1_100_000)}"}`), // past the body limit
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid value of `schema`, or one broken in one place: a field hostile, missing or extra. */
function mutated(schema: JsonSchema, options: DrawOptions): fc.Arbitrary<unknown> {
  const valid = arbitraryOf(schema, options);
  const keys = Object.keys(schema.properties ?? {});
  const variants: fc.Arbitrary<unknown>[] = [valid, valid, valid, hostileValue];
  if (keys.length) {
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...keys), hostileValue)
        .map(([value, key, hostile]) => withEntry(value, key, hostile)),
      fc
        .tuple(valid, fc.constantFrom(...keys))
        .map(([value, key]) =>
          value && typeof value === "object"
            ? Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))
            : value,
        ),
    );
  }
  variants.push(
    fc
      .tuple(valid, fc.constantFrom(...PROTOTYPE_NAMES), hostileValue)
      .map(([value, key, hostile]) => withEntry(value, key, hostile)),
  );
  return fc.oneof(...variants);
}

/** The object with one more (or replaced) entry, kept as written even for `__proto__`. */
function withEntry(value: unknown, key: string, entry: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return new RawObject([...Object.entries(value).filter(([name]) => name !== key), [key, entry]]);
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodMiniType)) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

type FuzzRequest = { actor: Actor; path: string; body?: Buffer };

/** Requests for one route, drawn from its own params, querystring and body schemas. */
function requestsFor(route: DeclaredRoute, options: DrawOptions, actors: Actor[]) {
  const params = jsonSchemaOf(route.schema.params);
  const query = jsonSchemaOf(route.schema.querystring);
  const body = jsonSchemaOf(route.schema.body);
  const names = (route.url.match(/:\w+/g) ?? []).map((name) => name.slice(1));
  const anyText = fc.oneof(fc.string(), fc.constantFrom(...options.knownIds));
  const paramValues = fc.record(
    Object.fromEntries(
      names.map((name) => {
        const schema = params?.properties?.[name];
        return [name, fc.oneof(schema ? arbitraryOf(schema, options) : anyText, hostileValue)];
      }),
    ),
  );
  const queryValue = query
    ? fc.option(mutated(query, options), { nil: undefined })
    : fc.constant(undefined);
  // A GET carries no body: browsers and fetch refuse to send one.
  const bodyValue = body
    ? fc.oneof(
        { arbitrary: mutated(body, options), weight: 4 },
        hostileBody,
        fc.constant(undefined),
      )
    : route.method === "GET"
      ? fc.constant(undefined)
      : fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, hostileBody);
  return fc
    .record({
      actor: fc.constantFrom(...actors),
      params: paramValues,
      query: queryValue,
      body: bodyValue,
    })
    .map(({ actor, params: values, query: search, body: payload }): FuzzRequest => {
      let path = route.url;
      for (const name of names) path = path.replace(`:${name}`, encodeUrlPart(values[name]));
      const queryString = toQueryString(search);
      return {
        actor,
        path: queryString ? `${path}?${queryString}` : path,
        ...(payload === undefined ? {} : { body: encodeJson(payload) }),
      };
    });
}

function toQueryString(value: unknown): string {
  if (value === undefined) return "";
  if (!value || typeof value !== "object" || value instanceof RawBytes) {
    return `q=${encodeUrlPart(value)}`;
  }
  const entries = value instanceof RawObject ? value.entries : Object.entries(value);
  return entries
    .flatMap(([key, inner]) =>
      (Array.isArray(inner) ? inner : [inner]).map(
        (item) => `${encodeUrlPart(key)}=${encodeUrlPart(item)}`,
      ),
    )
    .join("&");
}

type Finding = string;

let server: TestApp;
let cookies: Record<Actor, string>;
let knownIds: string[];

beforeAll(async () => {
  server = await startTestApp();
  const { db } = server.context;
  const owner = await signUpMember(server.url);
  const stranger = await signUpMember(server.url);
  const business = await makeMember(db, { accountType: "business" });
  const post = await makePost(db, owner.user.id);
  const strangersPost = await makePost(db, stranger.user.id);
  const comment = await makeComment(db, post.id, owner.user.id);
  const item = await makePortfolioItem(db, owner.user.id);
  const event = await makeAvailabilityEvent(db, owner.user.id);
  const job = await makeJob(db, business.id);
  const conversation = await makeConversation(db, owner.user.id, stranger.user.id);
  const photo = await uploadObject(owner.client, await png(), "image/png");
  const message = await makeMessage(db, conversation.id, stranger.user.id, owner.user.id);
  // The stranger's follow leaves the owner a notification of their own.
  await stranger.client.post(`/api/users/${owner.user.id}/follow`);
  const notifications = (await owner.client.get<{ id: string }[]>("/api/notifications")).body;
  knownIds = [
    owner.user.id,
    stranger.user.id,
    business.id,
    post.id,
    strangersPost.id,
    comment.id,
    item.id,
    event.id,
    job.id,
    conversation.id,
    message.id,
    objectIdFromPath(photo.objectPath)!,
    ...notifications.map((notification) => notification.id),
  ];
  cookies = {
    owner: owner.client.cookieHeader,
    stranger: stranger.client.cookieHeader,
    anonymous: "",
  };
});

async function send(route: DeclaredRoute, request: FuzzRequest): Promise<Finding | null> {
  const headers: Record<string, string> = {};
  if (cookies[request.actor]) headers.cookie = cookies[request.actor];
  if (request.body) headers["content-type"] = "application/json";
  const label = () =>
    `${request.actor} ${route.method} ${request.path.slice(0, 300)} ${request.body?.subarray(0, 300).toString() ?? ""}`;
  let response: Response;
  try {
    response = await fetch(`${server.url}${request.path}`, {
      method: route.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
    });
  } catch (error) {
    return `${label()} → no answer: ${String(error)}`;
  }
  const text = await response.text();
  if (response.status >= 500) return `${label()} → ${response.status} ${text.slice(0, 300)}`;
  if (response.status < 200 || response.status > 299) return null;
  const responses = route.schema.response as Record<string, unknown> | undefined;
  // The object routes answer with the stored file's bytes: there is no JSON to check.
  if (!responses && route.url.startsWith("/objects/")) return null;
  const declared = responses?.[String(response.status)];
  if (!(declared instanceof z.ZodMiniType)) {
    return `${label()} → ${response.status}, a status the route does not declare`;
  }
  const json = response.headers.get("content-type")?.includes("application/json");
  let body: unknown = text;
  if (text === "") body = null;
  else if (json) body = JSON.parse(text);
  const parsed = declared.safeParse(body);
  return parsed.success
    ? null
    : `${label()} → ${response.status} does not match its schema: ${parsed.error.message.slice(0, 500)}`;
}

async function signedIn(actor: Actor): Promise<boolean> {
  const response = await fetch(`${server.url}/api/auth/user`, {
    headers: { cookie: cookies[actor] },
  });
  await response.arrayBuffer();
  return response.status === 200;
}

describe("every /api and /objects route, fuzzed from its own schemas", () => {
  it(`answers ${REQUESTS_PER_ROUTE} generated requests per route with no 5xx and only declared bodies (seed ${SEED})`, async () => {
    const routes = server.app.declaredRoutes.filter(
      (route) => route.url.startsWith("/api/") || route.url.startsWith("/objects/"),
    );
    expect(routes.length).toBeGreaterThan(40);
    const findings: Finding[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const key = `${route.method} ${route.url}`;
      const actors: Actor[] =
        key in SIGNED_OUT_ONLY ? ["anonymous"] : ["owner", "stranger", "anonymous"];
      const requests = fc.sample(requestsFor(route, { knownIds }, actors), {
        numRuns: REQUESTS_PER_ROUTE,
        seed: SEED + index,
      });
      for (let start = 0; start < requests.length; start += IN_FLIGHT) {
        const batch = requests.slice(start, start + IN_FLIGHT);
        const results = await Promise.all(batch.map((request) => send(route, request)));
        findings.push(...results.filter((finding): finding is Finding => finding !== null));
      }
      sent += requests.length;
      // A route that signed a caller out would leave the rest of the run testing refusals only.
      for (const actor of ["owner", "stranger"] as const) {
        if (!(await signedIn(actor))) {
          throw new Error(
            `${key} ended the ${actor}'s session: list it in SIGNED_OUT_ONLY (seed ${SEED})`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(routes.length * REQUESTS_PER_ROUTE);
    expect(findings.slice(0, 20), `seed ${SEED}, ${findings.length} findings`).toEqual([]);
  }, 600_000);
});
