import { UPLOAD_LIMITS } from "@contract/constants.ts";
import { storageFullMessage, uploadTooLargeMessage } from "@contract/uploads.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { uploadIdFromUrl } from "./normalize.ts";
import { storageUsed } from "./quota.ts";
import { EXPIRED_UPLOAD_GRACE_MS, sweepStorage } from "./sweep.ts";
import { png } from "./test-media.ts";
import { normalize, putBytes, requestUploadUrl } from "./test-uploads.ts";

const QUOTA_MB = 30;
const QUOTA = QUOTA_MB * 1_048_576;
const POST_LIMIT = UPLOAD_LIMITS.postImage;

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ UPLOAD_QUOTA_MB: String(QUOTA_MB) });
});

const askForLink = (
  client: Awaited<ReturnType<typeof signUpMember>>["client"],
  byteSize?: number,
) =>
  client.post(
    "/api/objects/upload",
    byteSize === undefined ? undefined : { purpose: "post", byteSize },
  );

describe("the storage quota on upload links", () => {
  it("counts each link's declared size, refuses the one past the quota with 409, and only for that member", async () => {
    const { client, user } = await signUpMember(server.url);
    for (let i = 0; i < 3; i++) expect((await askForLink(client, POST_LIMIT)).status).toBe(200);
    expect(await storageUsed(server.context.db, user.id)).toBe(QUOTA);

    for (const byteSize of [1, undefined]) {
      const refused = await askForLink(client, byteSize);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: storageFullMessage(QUOTA) });
    }
    expect(storageFullMessage(QUOTA)).toBe(
      "There is no room for this file in your 30 MB of storage. Delete some posts or portfolio items to upload more.",
    );
    const { client: other } = await signUpMember(server.url);
    expect((await askForLink(other, POST_LIMIT)).status).toBe(200);
  });

  it("counts a stored object by its own size once the link became it", async () => {
    const { client, user } = await signUpMember(server.url);
    const bytes = await png();
    const url = (await askForLink(client, bytes.length)).body.uploadURL;
    expect((await putBytes(client, url, bytes, "image/png")).status).toBe(204);
    expect((await normalize(client, url)).status).toBe(200);
    const used = await storageUsed(server.context.db, user.id);
    // The WebP the server keeps, not the PNG's size the link held.
    expect(used).toBeGreaterThan(0);
    expect(used).not.toBe(bytes.length);

    for (let room = QUOTA - used; room > 0; room -= POST_LIMIT) {
      expect((await askForLink(client, Math.min(room, POST_LIMIT))).status).toBe(200);
    }
    expect((await askForLink(client, 1)).status).toBe(409);
  });

  it("gives the room back when a post and its image are deleted", async () => {
    const { client, user } = await signUpMember(server.url);
    const url = await requestUploadUrl(client, "post");
    expect((await putBytes(client, url, await png(), "image/png")).status).toBe(204);
    const image = (await normalize(client, url)).body;
    const post = await client.post("/api/posts", { content: "", imageUrl: image.objectPath });
    expect(post.status).toBe(201);
    const used = await storageUsed(server.context.db, user.id);
    for (let room = QUOTA - used; room > 0; room -= POST_LIMIT) {
      expect((await askForLink(client, Math.min(room, POST_LIMIT))).status).toBe(200);
    }
    expect((await askForLink(client, used)).status).toBe(409);

    expect((await client.delete(`/api/posts/${post.body.id}`)).status).toBe(204);
    expect((await askForLink(client, used)).status).toBe(200);
  });

  it("gives a link's room back once the sweep clears it after it expired", async () => {
    const { client } = await signUpMember(server.url);
    const links: string[] = [];
    for (let i = 0; i < 3; i++) links.push((await askForLink(client, POST_LIMIT)).body.uploadURL);
    expect((await askForLink(client, 1)).status).toBe(409);
    const expiredAt = new Date(Date.now() - EXPIRED_UPLOAD_GRACE_MS - 60_000);
    for (const link of links) {
      await server.context.db
        .update(uploads)
        .set({ expiresAt: expiredAt })
        .where(eq(uploads.id, uploadIdFromUrl(link)!));
    }

    await sweepStorage(server.context);

    expect((await askForLink(client, POST_LIMIT)).status).toBe(200);
  });

  it("tells the member what they use of their storage, and nobody signed out", async () => {
    const { client } = await signUpMember(server.url);
    expect((await client.get("/api/objects/usage")).body).toEqual({
      usedBytes: 0,
      quotaBytes: QUOTA,
    });
    await askForLink(client, POST_LIMIT);
    expect((await client.get("/api/objects/usage")).body).toEqual({
      usedBytes: POST_LIMIT,
      quotaBytes: QUOTA,
    });
    expect((await new TestClient(server.url).get("/api/objects/usage")).status).toBe(401);
  });

  it("lets no two requests at once pass the quota together", async () => {
    const { client } = await signUpMember(server.url);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => askForLink(client, POST_LIMIT)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
  });

  it("binds the link to the size it was asked for: a larger file is refused with 413", async () => {
    const { client } = await signUpMember(server.url);
    const bytes = await png();
    const url = (await askForLink(client, bytes.length - 1)).body.uploadURL;
    const put = await putBytes(client, url, bytes, "image/png");
    expect(put.status).toBe(413);
    expect(put.body).toEqual({ message: uploadTooLargeMessage("post") });
  });
});
