import { UPLOAD_LIMITS } from "@contract/constants.ts";
import {
  EXPIRED_UPLOAD_LINK_MESSAGE,
  FOREIGN_UPLOAD_LINK_MESSAGE,
  INVALID_UPLOAD_LINK_MESSAGE,
  NOTHING_UPLOADED_MESSAGE,
  UNREADABLE_VIDEO_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_URL_TTL_SECONDS,
  USED_UPLOAD_LINK_MESSAGE,
  unsupportedTypeMessage,
  uploadTooLargeMessage,
} from "@contract/uploads.ts";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import {
  fileTypeBox,
  gif,
  gpsPointerIndex,
  html,
  jpegHeaderOfSize,
  jpegWithGps,
  mp4,
  png,
  svg,
  webm,
  webmHeader,
  webp,
} from "./test-media.ts";
import {
  fetchObject,
  normalize,
  putBytes,
  requestUploadUrl,
  uploadObject,
} from "./test-uploads.ts";

let server: TestApp;
let member: TestClient;
let other: TestClient;
beforeAll(async () => {
  server = await startTestApp();
  member = (await signUpMember(server.url)).client;
  other = (await signUpMember(server.url)).client;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/objects/upload", () => {
  it("answers 401 'Unauthorized' when signed out", async () => {
    const response = await new TestClient(server.url).post("/api/objects/upload");
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("Unauthorized");
  });

  it("gives a signed, single-use link to our own PUT route with the post limit by default", async () => {
    const response = await member.post("/api/objects/upload");
    expect(response.status, response.text).toBe(200);
    expect(response.body.uploadURL).toMatch(
      /^\/api\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/,
    );
    expect(response.body.maxBytes).toBe(UPLOAD_LIMITS.postImage);
    const expiresIn = Date.parse(response.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan((UPLOAD_URL_TTL_SECONDS - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(UPLOAD_URL_TTL_SECONDS * 1000);
  });

  it("refuses a declared size over the purpose's limit at once with 413", async () => {
    const response = await member.post("/api/objects/upload", {
      purpose: "profile",
      byteSize: UPLOAD_LIMITS.profilePhoto + 1,
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(uploadTooLargeMessage("profile"));
  });

  it("refuses an unknown purpose with 400", async () => {
    const response = await member.post("/api/objects/upload", { purpose: "banner" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Unknown upload purpose.");
  });
});

describe("upload, normalize and serve", () => {
  it("re-encodes a phone JPEG: upright, WebP, no EXIF or GPS, with a thumbnail and a blurhash", async () => {
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif!;
    expect(gpsPointerIndex(exif)).toBeGreaterThanOrEqual(0);

    const object = await uploadObject(member, original, "image/jpeg");
    expect(object).toMatchObject({
      objectPath: expect.stringMatching(/^\/objects\/[0-9a-f-]{36}$/),
      contentType: "image/webp",
      width: 48,
      height: 64,
      blurhash: expect.stringMatching(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/),
    });
    expect(object.thumbnailPath).toBe(`${object.objectPath}/thumb`);

    const display = await fetchObject(member, object.objectPath);
    expect(display.status).toBe(200);
    expect(display.headers.get("content-type")).toBe("image/webp");
    expect(display.headers.get("x-content-type-options")).toBe("nosniff");
    expect(display.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const served = await sharp(display.bytes).metadata();
    expect(served).toMatchObject({ format: "webp", width: 48, height: 64 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect(display.bytes.includes("EXIF")).toBe(false);
    expect(display.bytes.includes("Jane Doe")).toBe(false);

    const thumb = await fetchObject(other, object.thumbnailPath!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(thumb.bytes).metadata()).width).toBeLessThanOrEqual(400);
  });

  it("scales a large image to 2048 px for display and 400 px for the thumbnail", async () => {
    const object = await uploadObject(member, await png(3000, 1500), "image/png");
    expect(object).toMatchObject({ width: 2048, height: 1024 });
    const thumb = await fetchObject(member, object.thumbnailPath!);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it.each([
    ["PNG", png, "image/png"],
    ["GIF", gif, "image/gif"],
    ["WebP", webp, "image/webp"],
  ])("accepts a %s and serves it as WebP", async (_name, make, type) => {
    const object = await uploadObject(member, await make(), type);
    expect(object).toMatchObject({ contentType: "image/webp", width: 40, height: 30 });
    expect((await fetchObject(member, object.objectPath)).status).toBe(200);
  });

  it("judges by content, not by the declared type: a PNG sent as text/plain is fine", async () => {
    const object = await uploadObject(member, await png(), "text/plain");
    expect(object.contentType).toBe("image/webp");
  });

  it("answers the same object when the same upload is normalized twice", async () => {
    const url = await requestUploadUrl(member);
    expect((await putBytes(member, url, await png(), "image/png")).status).toBe(204);
    const first = await normalize(member, url);
    const second = await normalize(member, url);
    expect(second.status).toBe(200);
    expect(second.body.objectPath).toBe(first.body.objectPath);
  });

  it.each([
    ["a MOV", () => mp4({ brand: "qt  " }), "video/quicktime"],
    ["a WebM", () => webm(), "video/webm"],
    [
      "a WebM recorded in the browser, with unknown sizes",
      () => webm({ streamed: true }),
      "video/webm",
    ],
  ])("keeps %s for the portfolio as it was sent", async (_name, make, type) => {
    const object = await uploadObject(member, make(), type, "portfolio");
    expect(object.contentType).toBe(type);
    const served = await fetchObject(member, object.objectPath);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.bytes.equals(make())).toBe(true);
  });

  it("keeps a portfolio MP4 as it was sent", async () => {
    const bytes = mp4();
    const object = await uploadObject(member, bytes, "video/mp4", "portfolio");
    expect(object).toMatchObject({ contentType: "video/mp4", thumbnailPath: null, blurhash: null });
    const served = await fetchObject(member, object.objectPath);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(served.bytes.equals(bytes)).toBe(true);
    const ranged = await fetchObject(member, object.objectPath, { range: "bytes=4-11" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 4-11/${bytes.length}`);
    expect(ranged.bytes.toString()).toBe("ftypisom");
    expect((await fetchObject(member, `${object.objectPath}/thumb`)).status).toBe(404);
  });
});

describe("refused uploads", () => {
  it("refuses 11 MB for a post with 413 and keeps nothing", async () => {
    const url = await requestUploadUrl(member, "post");
    const put = await putBytes(member, url, jpegHeaderOfSize(11 * 1_048_576), "image/jpeg");
    expect(put.status).toBe(413);
    expect(put.body).toEqual({ message: uploadTooLargeMessage("post") });
    const normalized = await normalize(member, url);
    expect(normalized.status).toBe(400);
    expect(normalized.body.message).toBe(NOTHING_UPLOADED_MESSAGE);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const url = await requestUploadUrl(member, "profile");
    const chunk = jpegHeaderOfSize(1_048_576);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
        if (sent >= 8 * 1_048_576) controller.close();
      },
    });
    const response = await fetch(`${server.url}${url}`, {
      method: "PUT",
      body,
      headers: { "content-type": "image/jpeg", cookie: member.cookieHeader },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: uploadTooLargeMessage("profile") });
  });

  it("takes exactly the profile limit but refuses one byte more", async () => {
    const atLimit = await requestUploadUrl(member, "profile");
    const fits = await putBytes(
      member,
      atLimit,
      jpegHeaderOfSize(UPLOAD_LIMITS.profilePhoto),
      "image/jpeg",
    );
    expect(fits.status).toBe(204);
    const overLimit = await requestUploadUrl(member, "profile");
    const put = await putBytes(
      member,
      overLimit,
      jpegHeaderOfSize(UPLOAD_LIMITS.profilePhoto + 1),
      "image/jpeg",
    );
    expect(put.status).toBe(413);
    expect(put.body).toEqual({ message: uploadTooLargeMessage("profile") });
  });

  it.each([
    ["HTML declared as image/png", html, "image/png"],
    ["SVG", svg, "image/svg+xml"],
    ["a script", Buffer.from("alert(1)"), "application/javascript"],
    ["plain text", Buffer.from("hello"), "text/plain"],
    ["an empty body", Buffer.alloc(0), "image/png"],
  ])("refuses %s with 415", async (_name, bytes, type) => {
    const url = await requestUploadUrl(member);
    const put = await putBytes(member, url, bytes, type);
    expect(put.status).toBe(415);
    expect(put.body).toEqual({ message: unsupportedTypeMessage("post") });
  });

  it("accepts an MP4 for the portfolio but refuses it for a post", async () => {
    const post = await requestUploadUrl(member, "post");
    const refused = await putBytes(member, post, mp4(), "video/mp4");
    expect(refused.status).toBe(415);
    expect(refused.body).toEqual({ message: unsupportedTypeMessage("post") });
    const portfolio = await requestUploadUrl(member, "portfolio");
    expect((await putBytes(member, portfolio, mp4(), "video/mp4")).status).toBe(204);
  });

  it.each([
    ["an MP4 header followed by a web page", Buffer.concat([fileTypeBox(), html])],
    ["a whole MP4 with a web page after it", Buffer.concat([mp4(), html])],
    ["an MP4 cut short", mp4().subarray(0, -5)],
    ["an MP4 with no video track", mp4({ handler: "soun" })],
    ["a WebM header followed by a web page", Buffer.concat([webmHeader(), html])],
  ])("refuses %s for the portfolio with 415 and keeps nothing", async (_name, bytes) => {
    const url = await requestUploadUrl(member, "portfolio");
    const put = await putBytes(member, url, bytes, "video/mp4");
    expect(put.status).toBe(415);
    expect(put.body).toEqual({ message: UNREADABLE_VIDEO_MESSAGE });
    expect((await normalize(member, url)).body.message).toBe(NOTHING_UPLOADED_MESSAGE);
  });

  it("answers 415, not 500, for bytes that start like a JPEG but are not one", async () => {
    const url = await requestUploadUrl(member);
    expect((await putBytes(member, url, jpegHeaderOfSize(5000), "image/jpeg")).status).toBe(204);
    const normalized = await normalize(member, url);
    expect(normalized.status).toBe(415);
    expect(normalized.body.message).toBe("This image could not be read. Please try another file.");
  });
});

describe("upload link security", () => {
  it("refuses another member's PUT to my link, and still lets me use it", async () => {
    const url = await requestUploadUrl(member);
    const theirs = await putBytes(other, url, await png(), "image/png");
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ message: FOREIGN_UPLOAD_LINK_MESSAGE });
    expect((await putBytes(member, url, await png(), "image/png")).status).toBe(204);
  });

  it("refuses a PUT without a session with 401", async () => {
    const url = await requestUploadUrl(member);
    const put = await putBytes(new TestClient(server.url), url, await png(), "image/png");
    expect(put.status).toBe(401);
  });

  it("refuses a second PUT to the same link with 410", async () => {
    const url = await requestUploadUrl(member);
    expect((await putBytes(member, url, await png(), "image/png")).status).toBe(204);
    const again = await putBytes(member, url, await png(), "image/png");
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: USED_UPLOAD_LINK_MESSAGE });
  });

  it("refuses a link after 15 minutes with 410", async () => {
    const url = await requestUploadUrl(member);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (UPLOAD_URL_TTL_SECONDS + 1) * 1000 });
    const put = await putBytes(member, url, await png(), "image/png");
    expect(put.status).toBe(410);
    expect(put.body).toEqual({ message: EXPIRED_UPLOAD_LINK_MESSAGE });
  });

  it.each([
    ["a later expiry", (url: URL) => url.searchParams.set("expires", String(2_000_000_000))],
    ["another signature", (url: URL) => url.searchParams.set("signature", "A".repeat(43))],
    ["no signature", (url: URL) => url.searchParams.delete("signature")],
    [
      "another upload id",
      (url: URL) => {
        url.pathname = url.pathname.replace(
          /[0-9a-f-]{36}$/,
          "00000000-0000-4000-8000-000000000000",
        );
      },
    ],
  ])("refuses a link with %s", async (_name, tamper) => {
    const url = new URL(await requestUploadUrl(member), server.url);
    tamper(url);
    const put = await putBytes(member, `${url.pathname}${url.search}`, await png(), "image/png");
    // A malformed link fails validation (400); a well-formed but wrong one, the signature (403).
    expect([400, 403]).toContain(put.status);
    expect(put.body).toMatchObject({ message: INVALID_UPLOAD_LINK_MESSAGE });
  });

  it("does not normalize someone else's upload", async () => {
    const url = await requestUploadUrl(member);
    expect((await putBytes(member, url, await png(), "image/png")).status).toBe(204);
    const theirs = await normalize(other, url);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(UPLOAD_NOT_FOUND_MESSAGE);
    expect((await normalize(member, url)).status).toBe(200);
  });

  it("refuses to normalize what is not an upload link with 400", async () => {
    for (const imageURL of ["https://example.com/cat.jpg", "/objects/seed/x.webp", "::"]) {
      const response = await member.post("/api/objects/normalize", { imageURL });
      expect(response.status).toBe(400);
    }
  });
});
