import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { png } from "./test-media.ts";
import { normalize, putBytes } from "./test-uploads.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

/**
 * The upload as the original client makes it for every kind of file: a bare POST with no body
 * for a link, the PUT, then normalize. The object it makes must serve each use it fits.
 */
async function uploadAsTheOriginalClient(member: TestClient): Promise<string> {
  const link = await member.request("POST", "/api/objects/upload");
  expect(link.status).toBe(200);
  expect((await putBytes(member, link.body.uploadURL, await png(), "image/png")).status).toBe(204);
  const stored = await normalize(member, link.body.uploadURL);
  expect(stored.status).toBe(200);
  return stored.body.objectPath;
}

describe("uploads made with a bare POST", () => {
  it("serve as a post image, a profile photo and a portfolio item", async () => {
    const { client } = await signUpMember(server.url);
    const post = await client.post("/api/posts", {
      content: "",
      imageUrl: await uploadAsTheOriginalClient(client),
    });
    expect(post.status).toBe(201);
    const photo = await client.put("/api/profile/image", {
      imageURL: await uploadAsTheOriginalClient(client),
    });
    expect(photo.status).toBe(200);
    expect(photo.body.profileImageUrl).toMatch(/^\/objects\//);
    const item = await client.post("/api/portfolio", {
      title: "Lookbook",
      imageUrl: await uploadAsTheOriginalClient(client),
    });
    expect(item.status).toBe(201);
  });

  it("still belong to their uploader alone", async () => {
    const { client: owner } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const path = await uploadAsTheOriginalClient(owner);
    const stolen = await other.put("/api/profile/image", { imageURL: path });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe("That photo is not one of your uploads.");
  });
});
