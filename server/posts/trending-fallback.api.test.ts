import { FALLBACK_TRENDING } from "@contract/posts.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { makePost, signUpMember } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("GET /api/trending with too little data", () => {
  it("falls back to the fixed list", async () => {
    const { client, user } = await signUpMember(server.url);
    await makePost(server.context.db, user.id, { hashtags: ["#Lonely"] });
    const response = await client.get("/api/trending");
    expect(response.body).toEqual(FALLBACK_TRENDING);
  });
});
