import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { makePost, signUpMember } from "../test/factories.ts";
import { NUL_MESSAGE } from "./nul-guard.ts";

let server: TestApp;
let member: TestClient;
let postId: string;
let memberId: string;
beforeAll(async () => {
  server = await startTestApp();
  const signedUp = await signUpMember(server.url);
  member = signedUp.client;
  memberId = signedUp.user.id;
  postId = (await makePost(server.context.db, memberId)).id;
});

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
    ),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string()), fc.boolean()),
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
