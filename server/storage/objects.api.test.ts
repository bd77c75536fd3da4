import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { objects, uploads } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { deleteObjectsOf } from "./delete-objects.ts";
import { objectsRoot } from "./disk-store.ts";
import { findOwnedObject } from "./queries.ts";
import { mp4, png } from "./test-media.ts";
import { fetchObject, putBytes, requestUploadUrl, uploadObject } from "./test-uploads.ts";

let server: TestApp;
let owner: Awaited<ReturnType<typeof signUpMember>>;
let other: TestClient;
beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpMember(server.url);
  other = (await signUpMember(server.url)).client;
});

describe("private objects", () => {
  it("serves a KYC document to its owner only, never cached; others get 404", async () => {
    const document = await uploadObject(owner.client, await png(), "image/png", "kyc");
    const own = await fetchObject(owner.client, document.objectPath);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetchObject(owner.client, document.thumbnailPath!)).status).toBe(200);

    for (const stranger of [other, new TestClient(server.url)]) {
      for (const objectPath of [document.objectPath, document.thumbnailPath!]) {
        const response = await fetchObject(stranger, objectPath);
        expect(response.status).toBe(404);
        expect(JSON.parse(response.bytes.toString())).toEqual({ message: "Not found" });
      }
    }
  });

  it("serves public objects to anyone, signed in or not", async () => {
    const image = await uploadObject(owner.client, await png(), "image/png", "profile");
    const anonymous = await fetchObject(new TestClient(server.url), image.objectPath);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("GET /objects/…", () => {
  it("still serves the seed's files under /objects/seed/ as public static files", async () => {
    const folder = path.join(objectsRoot(server.dataDir), "seed");
    mkdirSync(folder, { recursive: true });
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(folder, "studio.webp"), bytes);
    const response = await fetchObject(other, "/objects/seed/studio.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.bytes.equals(bytes)).toBe(true);
    expect((await fetchObject(other, "/objects/seed/missing.webp")).status).toBe(404);
  });

  it.each([
    "/objects/00000000-0000-4000-8000-000000000000",
    "/objects/00000000-0000-4000-8000-000000000000/thumb",
    "/objects/not-an-id",
    "/objects/../session-secret",
    "/objects/uploads/00000000-0000-4000-8000-000000000000",
  ])("answers %s with a JSON 404", async (objectPath) => {
    const response = await fetchObject(other, objectPath);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("never serves the raw bytes of an upload that was not normalized", async () => {
    const url = await requestUploadUrl(owner.client);
    expect((await putBytes(owner.client, url, await png(), "image/png")).status).toBe(204);
    const uploadId = /uploads\/([0-9a-f-]{36})/.exec(url)![1]!;
    expect((await fetchObject(owner.client, `/objects/${uploadId}`)).status).toBe(404);
  });

  it("answers HEAD with the length and a range past the end with 416", async () => {
    const video = await uploadObject(owner.client, mp4(), "video/mp4", "portfolio");
    const head = await fetch(`${server.url}${video.objectPath}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(mp4().length));
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    const past = await fetchObject(other, video.objectPath, { range: "bytes=9999-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${mp4().length}`);
    const tail = await fetchObject(other, video.objectPath, { range: "bytes=-8" });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(mp4().subarray(-8))).toBe(true);
  });
});

describe("findOwnedObject", () => {
  it("finds the member's own object where it fits the use", async () => {
    const image = await uploadObject(owner.client, await png(), "image/png", "post");
    const found = await findOwnedObject(server.context.db, owner.user.id, image.objectPath, "post");
    expect(found).toEqual({
      path: image.objectPath,
      thumbnailPath: image.thumbnailPath,
      contentType: "image/webp",
      width: 40,
      height: 30,
      blurhash: image.blurhash,
    });
    // A post's photo may become a profile photo or a portfolio item; never an identity document.
    for (const use of ["profile", "portfolio"] as const) {
      expect(
        await findOwnedObject(server.context.db, owner.user.id, image.objectPath, use),
      ).not.toBeNull();
    }
    expect(
      await findOwnedObject(server.context.db, owner.user.id, image.objectPath, "kyc"),
    ).toBeNull();
  });

  it("keeps identity documents for identity checks, and videos for the portfolio", async () => {
    const db = server.context.db;
    const document = await uploadObject(owner.client, await png(), "image/png", "kyc");
    for (const use of ["post", "profile", "portfolio"] as const) {
      expect(await findOwnedObject(db, owner.user.id, document.objectPath, use)).toBeNull();
    }
    expect(await findOwnedObject(db, owner.user.id, document.objectPath, "kyc")).not.toBeNull();
    const video = await uploadObject(owner.client, mp4(), "video/mp4", "portfolio");
    expect(await findOwnedObject(db, owner.user.id, video.objectPath, "portfolio")).not.toBeNull();
    for (const use of ["post", "profile"] as const) {
      expect(await findOwnedObject(db, owner.user.id, video.objectPath, use)).toBeNull();
    }
  });

  it("refuses another member's path and anything that is not an object path", async () => {
    const image = await uploadObject(owner.client, await png(), "image/png");
    const { user: stranger } = await signUpMember(server.url);
    const db = server.context.db;
    expect(await findOwnedObject(db, stranger.id, image.objectPath, "post")).toBeNull();
    for (const notOurs of [
      `${image.objectPath}/thumb`,
      `https://elsewhere.example${image.objectPath}`,
      "/objects/seed/studio.webp",
      "/objects/not-an-id",
      "",
    ]) {
      expect(await findOwnedObject(db, owner.user.id, notOurs, "post")).toBeNull();
    }
  });
});

describe("deleteObjectsOf", () => {
  it("removes a member's objects, pending uploads and their bytes, and no one else's", async () => {
    const leaving = await signUpMember(server.url);
    const image = await uploadObject(leaving.client, await png(), "image/png");
    const pending = await requestUploadUrl(leaving.client);
    expect((await putBytes(leaving.client, pending, await png(), "image/png")).status).toBe(204);
    const staying = await uploadObject(other, await png(), "image/png");

    await deleteObjectsOf(server.context, leaving.user.id);

    expect((await fetchObject(other, image.objectPath)).status).toBe(404);
    expect((await fetchObject(other, image.thumbnailPath!)).status).toBe(404);
    const { store } = server.context.objects;
    const uploadId = /uploads\/([0-9a-f-]{36})/.exec(pending)![1]!;
    expect(await store.read(`uploads/${uploadId}`)).toBeNull();
    expect(await store.read(`${image.objectPath.split("/")[2]}/display.webp`)).toBeNull();
    const db = server.context.db;
    expect(await db.select().from(objects).where(eq(objects.ownerId, leaving.user.id))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, leaving.user.id))).toEqual([]);
    expect((await fetchObject(other, staying.objectPath)).status).toBe(200);
  });
});
