import { objectIdFromPath, UPLOAD_NOT_FOUND_MESSAGE } from "@contract/uploads.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { objects, uploads } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { signUpBusiness, signUpMember } from "../test/factories.ts";
import { uploadIdFromUrl } from "./normalize.ts";
import { displayKey, rawUploadKey, thumbnailKey } from "./object-store.ts";
import { EXPIRED_UPLOAD_GRACE_MS, sweepStorage, UNATTACHED_OBJECT_GRACE_MS } from "./sweep.ts";
import { mp4, png } from "./test-media.ts";
import {
  fetchObject,
  normalize,
  putBytes,
  requestUploadUrl,
  uploadObject,
} from "./test-uploads.ts";

let server: TestApp;
let member: TestClient;
beforeAll(async () => {
  server = await startTestApp();
  member = (await signUpMember(server.url)).client;
});

const MINUTE = 60_000;
const idOf = (objectPath: string) => objectIdFromPath(objectPath)!;

/** Moves a link's expiry `ms` into the past, as if it had been handed out long ago. */
async function expireLink(uploadUrl: string, ms: number, app = server) {
  const id = uploadIdFromUrl(uploadUrl)!;
  await app.context.db
    .update(uploads)
    .set({ expiresAt: new Date(Date.now() - ms) })
    .where(eq(uploads.id, id));
  return id;
}

/** Makes an object `ms` old. */
async function age(objectPath: string, ms: number) {
  await server.context.db
    .update(objects)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(objects.id, idOf(objectPath)));
}

const OLD_LINK = EXPIRED_UPLOAD_GRACE_MS + 5 * MINUTE;
const OLD_OBJECT = UNATTACHED_OBJECT_GRACE_MS + 60 * MINUTE;

async function hasBytes(key: string): Promise<boolean> {
  const stored = await server.context.objects.store.read(key);
  stored?.body.destroy();
  return stored !== null;
}

const uploadRow = async (id: string, app = server) =>
  (await app.context.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const objectRow = async (objectPath: string) =>
  (
    await server.context.db
      .select()
      .from(objects)
      .where(eq(objects.id, idOf(objectPath)))
  )[0];

describe("sweeping expired upload links", () => {
  it("clears a link never used and one whose bytes were never normalized, with all their bytes", async () => {
    const unused = await expireLink(await requestUploadUrl(member), OLD_LINK);
    const sentUrl = await requestUploadUrl(member);
    expect((await putBytes(member, sentUrl, await png(), "image/png")).status).toBe(204);
    const sent = await expireLink(sentUrl, OLD_LINK);
    // What a normalize that failed half-way would leave: a variant with no object row.
    const leftover = displayKey(sent, "image/webp");
    await server.context.objects.store.write(leftover, await png());

    const result = await sweepStorage(server.context);

    expect(result.finished).toBe(true);
    expect(result.uploadIds).toEqual(expect.arrayContaining([unused, sent]));
    expect(await uploadRow(unused)).toBeUndefined();
    expect(await uploadRow(sent)).toBeUndefined();
    expect(await hasBytes(rawUploadKey(sent))).toBe(false);
    expect(await hasBytes(leftover)).toBe(false);
    const late = await normalize(member, sentUrl);
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(UPLOAD_NOT_FOUND_MESSAGE);
  });

  it("keeps a link still valid, and one expired for less than an hour that may still be normalized", async () => {
    const fresh = uploadIdFromUrl(await requestUploadUrl(member))!;
    const justExpiredUrl = await requestUploadUrl(member);
    expect((await putBytes(member, justExpiredUrl, await png(), "image/png")).status).toBe(204);
    const justExpired = await expireLink(justExpiredUrl, EXPIRED_UPLOAD_GRACE_MS - 10 * MINUTE);

    const result = await sweepStorage(server.context);

    expect(result.uploadIds).not.toContain(fresh);
    expect(result.uploadIds).not.toContain(justExpired);
    expect(await uploadRow(fresh)).toBeDefined();
    expect(await hasBytes(rawUploadKey(justExpired))).toBe(true);
    expect((await normalize(member, justExpiredUrl)).status).toBe(200);
  });

  it("clears the link of a normalized upload but keeps the object it became", async () => {
    const url = await requestUploadUrl(member);
    expect((await putBytes(member, url, await png(), "image/png")).status).toBe(204);
    const object = (await normalize(member, url)).body;
    await member.put("/api/profile/image", { imageURL: object.objectPath });
    const id = await expireLink(url, OLD_LINK);

    expect((await sweepStorage(server.context)).uploadIds).toContain(id);
    expect(await uploadRow(id)).toBeUndefined();
    expect((await fetchObject(member, object.objectPath)).status).toBe(200);
    expect((await fetchObject(member, object.thumbnailPath!)).status).toBe(200);
  });
});

describe("sweeping objects nothing uses", () => {
  it("removes a day-old upload that was never attached, row and bytes", async () => {
    const object = await uploadObject(member, await png(), "image/png");
    await age(object.objectPath, OLD_OBJECT);

    const result = await sweepStorage(server.context);

    expect(result.objectIds).toContain(idOf(object.objectPath));
    expect(await objectRow(object.objectPath)).toBeUndefined();
    expect((await fetchObject(member, object.objectPath)).status).toBe(404);
    expect(await hasBytes(displayKey(idOf(object.objectPath), "image/webp"))).toBe(false);
    expect(await hasBytes(thumbnailKey(idOf(object.objectPath)))).toBe(false);
  });

  it("removes a profile photo once another replaced it", async () => {
    const first = await uploadObject(member, await png(), "image/png", "profile");
    await member.put("/api/profile/image", { imageURL: first.objectPath });
    const second = await uploadObject(member, await png(), "image/png", "profile");
    await member.put("/api/profile/image", { imageURL: second.objectPath });
    await age(first.objectPath, OLD_OBJECT);
    await age(second.objectPath, OLD_OBJECT);

    const result = await sweepStorage(server.context);

    expect(result.objectIds).toContain(idOf(first.objectPath));
    expect(result.objectIds).not.toContain(idOf(second.objectPath));
    expect((await fetchObject(member, second.objectPath)).status).toBe(200);
  });

  it("keeps every object in use, wherever it is used, and new ones not used yet", async () => {
    const { client: author } = await signUpMember(server.url);
    const inPost = await uploadObject(author, await png(), "image/png", "post");
    expect(
      (await author.post("/api/posts", { content: "New work", imageUrl: inPost.objectPath }))
        .status,
    ).toBe(201);
    const portfolioImage = await uploadObject(author, await png(), "image/png", "portfolio");
    const portfolioVideo = await uploadObject(author, mp4(), "video/mp4", "portfolio");
    const item = await author.post("/api/portfolio", {
      title: "Showreel",
      imageUrl: portfolioImage.objectPath,
      videoUrl: portfolioVideo.objectPath,
    });
    expect(item.status).toBe(201);
    const photo = await uploadObject(author, await png(), "image/png", "profile");
    expect((await author.put("/api/profile/image", { imageURL: photo.objectPath })).status).toBe(
      200,
    );
    const document = await uploadObject(author, await png(), "image/png", "kyc");
    const kyc = await author.post("/api/kyc/submit", {
      fullName: "Ada Lovelace",
      dateOfBirth: "1990-02-28",
      address: "1 Hope Street, Liverpool",
      profession: "Photographer",
      experience: "Ten years of editorial work.",
      idDocumentUrl: document.objectPath,
    });
    expect(kyc.status, kyc.text).toBeLessThan(300);
    const { client: business } = await signUpBusiness(server.url);
    const logo = await uploadObject(business, await png(), "image/png", "profile");
    const company = await business.put("/api/business/profile", {
      companyName: "Kiln Studio Ltd",
      companyLogoUrl: logo.objectPath,
    });
    expect(company.status).toBe(200);
    const used = [
      [author, inPost],
      [author, portfolioImage],
      [author, portfolioVideo],
      [author, photo],
      [author, document],
      [business, logo],
    ] as const;
    for (const [, object] of used) await age(object.objectPath, OLD_OBJECT);
    const fresh = await uploadObject(author, await png(), "image/png");

    const result = await sweepStorage(server.context);

    for (const [owner, object] of [...used, [author, fresh] as const]) {
      expect(result.objectIds).not.toContain(idOf(object.objectPath));
      expect((await fetchObject(owner, object.objectPath)).status).toBe(200);
    }
  });
});

describe("two sweeps at once", () => {
  it("share the work: each object and link is removed once, none is left, neither fails", async () => {
    const orphans = new Set<string>();
    for (let i = 0; i < 7; i++) {
      const object = await uploadObject(member, await png(), "image/png");
      await age(object.objectPath, OLD_OBJECT);
      orphans.add(idOf(object.objectPath));
    }
    const links = new Set<string>();
    for (let i = 0; i < 5; i++)
      links.add(await expireLink(await requestUploadUrl(member), OLD_LINK));

    // Small batches, so the two take turns at the lock many times.
    const results = await Promise.all([
      sweepStorage(server.context, { batchSize: 2 }),
      sweepStorage(server.context, { batchSize: 2 }),
    ]);

    const removedObjects = results.flatMap((result) => result.objectIds);
    const removedLinks = results.flatMap((result) => result.uploadIds);
    expect(new Set(removedObjects).size).toBe(removedObjects.length);
    expect(new Set(removedLinks).size).toBe(removedLinks.length);
    expect(removedObjects).toEqual(expect.arrayContaining([...orphans]));
    expect(removedLinks).toEqual(expect.arrayContaining([...links]));
    expect(results.some((result) => result.finished)).toBe(true);
    for (const id of orphans) {
      expect(await hasBytes(displayKey(id, "image/webp"))).toBe(false);
    }
    const again = await sweepStorage(server.context);
    expect(again.objectIds.filter((id) => orphans.has(id))).toEqual([]);
  });
});

describe("the sweep's schedule", () => {
  it("runs on its own every STORAGE_SWEEP_MS", async () => {
    const scheduled = await startTestApp({ STORAGE_SWEEP_MS: "1000" });
    const { client } = await signUpMember(scheduled.url);
    const expired = await expireLink(await requestUploadUrl(client), OLD_LINK, scheduled);
    const fresh = uploadIdFromUrl(await requestUploadUrl(client))!;

    await expect.poll(() => uploadRow(expired, scheduled), { timeout: 10_000 }).toBeUndefined();
    expect(await uploadRow(fresh, scheduled)).toBeDefined();
  });
});
