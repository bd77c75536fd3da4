import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { makePost, signUpMember } from "../test/factories.ts";
import { CROSS_SITE_MESSAGE } from "./same-site.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ ALLOWED_ORIGINS: "https://app.atelier.example" });
});

describe("changes sent by another site's page", () => {
  it("are refused when the Origin is not this site's, as a body-less no-cors like would be", async () => {
    const { client } = await signUpMember(server.url);
    const { user: author } = await signUpMember(server.url);
    const post = await makePost(server.context.db, author.id);
    // The same host on another port is the same site to SameSite=Lax, not the same origin.
    const otherPort = server.url.replace(/:\d+$/, ":1");
    for (const origin of [otherPort, "https://evil.example", "null"]) {
      const like = await client.request("POST", `/api/posts/${post.id}/like`, undefined, {
        headers: { origin },
      });
      expect(like.status, origin).toBe(403);
      expect(like.body.message).toBe(CROSS_SITE_MESSAGE);
      const follow = await client.request("POST", `/api/users/${author.id}/follow`, undefined, {
        headers: { origin },
      });
      expect(follow.status).toBe(403);
    }
    expect((await client.get(`/api/posts/${post.id}`)).body.likes).toBe(0);
  });

  it("are refused by Sec-Fetch-Site when the browser sends no Origin", async () => {
    const { client } = await signUpMember(server.url);
    for (const site of ["cross-site", "same-site"]) {
      const response = await client.request(
        "POST",
        "/api/posts",
        { content: "Hi" },
        {
          headers: { "sec-fetch-site": site },
        },
      );
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it("are accepted from this site, from ALLOWED_ORIGINS, and from programs that name no site", async () => {
    const { client } = await signUpMember(server.url);
    const fromHere = await client.request(
      "POST",
      "/api/posts",
      { content: "Mine" },
      {
        headers: { origin: server.url, "sec-fetch-site": "same-origin" },
      },
    );
    expect(fromHere.status).toBe(201);
    const fromAllowed = await client.request(
      "POST",
      "/api/posts",
      { content: "Ours" },
      {
        headers: { origin: "https://app.atelier.example" },
      },
    );
    expect(fromAllowed.status).toBe(201);
    expect((await client.post("/api/posts", { content: "Scripted" })).status).toBe(201);
    // Reading is never refused: a cross-site page cannot read the answer anyway.
    const read = await client.request("GET", "/api/posts", undefined, {
      headers: { origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });
});
