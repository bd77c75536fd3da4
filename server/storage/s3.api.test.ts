import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { UPLOAD_LIMITS } from "@contract/constants.ts";
import {
  objectIdFromPath,
  UNREADABLE_VIDEO_MESSAGE,
  unsupportedTypeMessage,
  uploadTooLargeMessage,
} from "@contract/uploads.ts";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objects, uploads } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { uploadIdFromUrl } from "./normalize.ts";
import { displayKey, thumbnailKey } from "./object-store.ts";
import { EXPIRED_UPLOAD_GRACE_MS, sweepStorage, UNATTACHED_OBJECT_GRACE_MS } from "./sweep.ts";
import { fileTypeBox, html, jpegHeaderOfSize, jpegWithGps, mp4 } from "./test-media.ts";
import { fetchObject, normalize, putBytes, requestUploadUrl } from "./test-uploads.ts";

/** A real S3 API (s3rver keeps the bucket in a temporary folder) on a random loopback port. */
const BUCKET = "atelier-test";
let s3: S3rver;
let s3Folder: string;
let server: TestApp;
let member: TestClient;
let other: TestClient;
beforeAll(async () => {
  s3Folder = mkdtempSync(path.join(tmpdir(), "atelier-s3-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  server = await startTestApp({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY: "S3RVER",
    S3_SECRET_KEY: "S3RVER",
    S3_REGION: "us-east-1",
  });
  member = (await signUpMember(server.url)).client;
  other = (await signUpMember(server.url)).client;
});
afterAll(async () => {
  await s3.close();
  rmSync(s3Folder, { recursive: true, force: true });
});

const rawKeyOf = (uploadUrl: string) => new URL(uploadUrl).pathname.replace(`/${BUCKET}/`, "");

describe("uploads to S3", () => {
  it("hands out a presigned PUT to the bucket, then normalizes and serves through the server", async () => {
    const uploadUrl = await requestUploadUrl(member);
    const url = new URL(uploadUrl);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/uploads/[0-9a-f-]{36}$`));
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");

    // Straight to the bucket: no cookie, nothing but the presigned URL.
    const put = await fetch(uploadUrl, {
      method: "PUT",
      body: new Uint8Array(await jpegWithGps()),
      headers: { "content-type": "image/jpeg" },
    });
    expect(put.status).toBe(200);

    const normalized = await normalize(member, uploadUrl);
    expect(normalized.status, normalized.text).toBe(200);
    expect(normalized.body).toMatchObject({ contentType: "image/webp", width: 48, height: 64 });
    const display = await fetchObject(other, normalized.body.objectPath);
    expect(display.status).toBe(200);
    expect(display.headers.get("content-type")).toBe("image/webp");
    const served = await sharp(display.bytes).metadata();
    expect(served).toMatchObject({ width: 48, height: 64 });
    expect(served.exif).toBeUndefined();
    const thumb = await fetchObject(other, normalized.body.thumbnailPath!);
    expect(thumb.status).toBe(200);

    // The raw upload is gone from the bucket once normalized.
    expect(await server.context.objects.store.read(rawKeyOf(uploadUrl))).toBeNull();
  });

  it("binds the presigned URL to the declared size", async () => {
    const response = await member.post("/api/objects/upload", { purpose: "post", byteSize: 1234 });
    const url = new URL(response.body.uploadURL);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toContain("content-length");
  });

  it("refuses an over-size object at normalize with 413 and deletes it", async () => {
    const uploadUrl = await requestUploadUrl(member, "profile");
    const bytes = jpegHeaderOfSize(UPLOAD_LIMITS.profilePhoto + 1);
    expect((await putBytes(member, uploadUrl, bytes, "image/jpeg")).status).toBe(200);
    const normalized = await normalize(member, uploadUrl);
    expect(normalized.status).toBe(413);
    expect(normalized.body.message).toBe(uploadTooLargeMessage("profile"));
    expect(await server.context.objects.store.read(rawKeyOf(uploadUrl))).toBeNull();
  });

  it("refuses HTML sent as image/png at normalize with 415 and deletes it", async () => {
    const uploadUrl = await requestUploadUrl(member);
    expect((await putBytes(member, uploadUrl, html, "image/png")).status).toBe(200);
    const normalized = await normalize(member, uploadUrl);
    expect(normalized.status).toBe(415);
    expect(normalized.body.message).toBe(unsupportedTypeMessage("post"));
    expect(await server.context.objects.store.read(rawKeyOf(uploadUrl))).toBeNull();
  });

  it("does not normalize another member's upload", async () => {
    const uploadUrl = await requestUploadUrl(member);
    expect((await putBytes(member, uploadUrl, await jpegWithGps(), "image/jpeg")).status).toBe(200);
    expect((await normalize(other, uploadUrl)).status).toBe(404);
  });

  it("serves a portfolio video from the bucket with byte ranges", async () => {
    const uploadUrl = await requestUploadUrl(member, "portfolio");
    expect((await putBytes(member, uploadUrl, mp4(), "video/mp4")).status).toBe(200);
    const normalized = await normalize(member, uploadUrl);
    expect(normalized.body.contentType).toBe("video/mp4");
    const ranged = await fetchObject(other, normalized.body.objectPath, { range: "bytes=4-11" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 4-11/${mp4().length}`);
    expect(ranged.bytes.toString()).toBe("ftypisom");
  });
});

describe("checks and the sweep on S3", () => {
  it("refuses an MP4 header followed by a web page at normalize with 415 and deletes it", async () => {
    const uploadUrl = await requestUploadUrl(member, "portfolio");
    const bytes = Buffer.concat([fileTypeBox(), html]);
    expect((await putBytes(member, uploadUrl, bytes, "video/mp4")).status).toBe(200);
    const normalized = await normalize(member, uploadUrl);
    expect(normalized.status).toBe(415);
    expect(normalized.body.message).toBe(UNREADABLE_VIDEO_MESSAGE);
    expect(await server.context.objects.store.read(rawKeyOf(uploadUrl))).toBeNull();
  });

  it("sweeps an expired upload and an object nothing uses out of the bucket", async () => {
    const { db, objects: storage } = server.context;
    const expiredUrl = await requestUploadUrl(member);
    expect((await putBytes(member, expiredUrl, await jpegWithGps(), "image/jpeg")).status).toBe(
      200,
    );
    await db
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - EXPIRED_UPLOAD_GRACE_MS - 60_000) })
      .where(eq(uploads.id, uploadIdFromUrl(expiredUrl)!));
    const unusedUrl = await requestUploadUrl(member);
    expect((await putBytes(member, unusedUrl, await jpegWithGps(), "image/jpeg")).status).toBe(200);
    const unused = (await normalize(member, unusedUrl)).body;
    const unusedId = objectIdFromPath(unused.objectPath)!;
    await db
      .update(objects)
      .set({ createdAt: new Date(Date.now() - UNATTACHED_OBJECT_GRACE_MS - 60_000) })
      .where(eq(objects.id, unusedId));
    const display = displayKey(unusedId, "image/webp");
    (await storage.store.read(display))!.body.destroy();

    const result = await sweepStorage(server.context);

    expect(result.uploadIds).toContain(uploadIdFromUrl(expiredUrl));
    expect(result.objectIds).toContain(unusedId);
    expect(await storage.store.read(rawKeyOf(expiredUrl))).toBeNull();
    expect(await storage.store.read(display)).toBeNull();
    expect(await storage.store.read(thumbnailKey(unusedId))).toBeNull();
    expect((await fetchObject(other, unused.objectPath)).status).toBe(404);
  });
});
