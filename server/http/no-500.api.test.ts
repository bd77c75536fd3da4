import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makeJob, makeMember, makePost, signUpMember } from "../test/factories.ts";
import { NUL_MESSAGE, TOO_DEEP_MESSAGE } from "./nul-guard.ts";

let server: TestApp;
let member: TestClient;
let postId: string;
let memberId: string;
let jobId: string;
beforeAll(async () => {
  server = await startTestApp();
  const signedUp = await signUpMember(server.url);
  member = signedUp.client;
  memberId = signedUp.user.id;
  postId = (await makePost(server.context.db, memberId)).id;
  jobId = (await makeJob(server.context.db, (await makeMember(server.context.db)).id)).id;
});

/** Names that exist on every JavaScript object: a lookup of client text must not find them. */
const PROTOTYPE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

/** JSON a confused or hostile client might send: any shape, odd strings, deep nesting. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      "email",
      "password",
      "content",
      "title",
      "date",
      "status",
      "tags",
      "imageUrl",
      "invitedUsers",
      "recipientId",
      "hashtags",
      "firstName",
      "website",
      "profileVisibility",
      "coverLetter",
      "portfolioItemIds",
    ),
    fc.oneof(
      fc.string(),
      fc.constantFrom(...PROTOTYPE_KEYS),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.boolean(),
    ),
  ),
);

const writes: [string, () => string][] = [
  ["POST", () => "/api/auth/login"],
  ["POST", () => "/api/posts"],
  ["POST", () => `/api/posts/${postId}/comments`],
  ["POST", () => "/api/portfolio"],
  ["POST", () => "/api/availability"],
  ["PUT", () => "/api/users/profile"],
  ["PUT", () => "/api/settings/privacy"],
  ["PUT", () => "/api/account/email"],
  ["POST", () => "/api/conversations"],
  ["POST", () => "/api/objects/upload"],
  ["POST", () => "/api/objects/normalize"],
  ["PUT", () => "/api/profile/image"],
  ["POST", () => `/api/jobs/${jobId}/apply`],
];

describe("nothing a client sends produces a 500", () => {
  it.each(writes)("%s %s with arbitrary JSON", async (method, path) => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const response = await member.request(method, path(), body);
        expect(
          response.status,
          `${method} ${path()} ${JSON.stringify(body)} → ${response.text}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });

  it("text with NUL characters, which PostgreSQL cannot store, is a 400", async () => {
    for (const [method, path] of writes) {
      const body = {
        content: "a\u0000b",
        title: "x\u0000",
        email: "a\u0000@b.test",
        firstName: "\u0000",
      };
      const response = await member.request(method, path(), body);
      expect(response.status, `${method} ${path()} → ${response.text}`).toBeLessThan(500);
    }
    const post = await member.post("/api/posts", { content: "hello\u0000world" });
    expect(post.status).toBe(400);
    expect(post.body.message).toBe(NUL_MESSAGE);
    const search = await member.get("/api/search?q=a%00b");
    expect(search.status).toBeLessThan(500);
  });

  it("prototype names in every query parameter and as body keys", async () => {
    const queries = [
      (word: string) => `/api/search/users?q=${word}&profession=${word}&offset=0&limit=5`,
      (word: string) => `/api/search/users?profession=${word}`,
      (word: string) => `/api/search?q=${word}`,
      (word: string) => `/api/posts?userId=${word}&cursor=${word}`,
      (word: string) => `/api/jobs?limit=${word}`,
      (word: string) => `/api/users/${word}`,
      (word: string) => `/api/posts/${word}/comments`,
    ];
    for (const word of PROTOTYPE_KEYS) {
      for (const query of queries) {
        const response = await member.get(query(word));
        expect(response.status, `${query(word)} → ${response.text}`).toBeLessThan(500);
      }
      for (const [method, path] of writes) {
        const rawBody = `{"${word}": {"${word}": "${word}"}, "profession": "${word}", "profileVisibility": "${word}"}`;
        const response = await member.request(method, path(), undefined, {
          headers: { "content-type": "application/json" },
          rawBody,
        });
        expect(response.status, `${method} ${path()} ${rawBody} → ${response.text}`).toBeLessThan(
          500,
        );
      }
    }
  });

  it("a body nested ten thousand deep is a 400, before and after sign-in", async () => {
    const deepObject = `${'{"email":'.repeat(10_000)}"x"${"}".repeat(10_000)}`;
    const deepArray = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    for (const body of [deepObject, deepArray]) {
      for (const [client, path] of [
        [new TestClient(server.url), "/api/auth/login"],
        [member, "/api/posts"],
      ] as const) {
        const response = await client.request("POST", path, undefined, {
          headers: { "content-type": "application/json" },
          rawBody: body,
        });
        expect(response.status, `${path}: ${response.text}`).toBe(400);
        expect(response.body.message).toBe(TOO_DEEP_MESSAGE);
      }
    }
  });

  it("arbitrary path segments and query strings", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (text) => {
        const segment = encodeURIComponent(text);
        for (const path of [
          `/api/posts/${segment}`,
          `/api/users/${segment}`,
          `/api/posts?cursor=${segment}`,
          `/api/search?q=${segment}`,
          `/api/search/users?q=${segment}`,
          `/objects/${segment}`,
        ]) {
          const response = await member.get(path);
          expect(response.status, `${path} → ${response.text}`).toBeLessThan(500);
        }
      }),
      { numRuns: 30 },
    );
  });
});
