import {
  isObjectId,
  NOT_AN_UPLOAD_URL_MESSAGE,
  NOTHING_UPLOADED_MESSAGE,
  type StoredObject,
  UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_RULES,
  uploadTooLargeMessage,
} from "@contract/uploads.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { authorize, found } from "../http/authorize.ts";
import { BadRequestError, HttpError, PayloadTooLargeError } from "../http/errors.ts";
import {
  displayKey,
  type ObjectStore,
  rawUploadKey,
  type StoredBytes,
  thumbnailKey,
} from "./object-store.ts";
import { canFinishUpload } from "./policy.ts";
import { presentObject } from "./presenter.ts";
import { findObject, findUpload, insertObject, type UploadRow } from "./queries.ts";
import { readBounded } from "./read-bytes.ts";
import { acceptedMedia, SNIFF_BYTES } from "./sniff.ts";
import { refuseUnreadableVideo } from "./video-container.ts";

/**
 * The upload id in an upload URL: our own (`/api/objects/uploads/<id>?…`) or a presigned S3
 * one (`…/<bucket>/uploads/<id>?X-Amz-…`). Who may use it is decided by the uploads row.
 */
export function uploadIdFromUrl(uploadUrl: string): string | null {
  const pathname = URL.canParse(uploadUrl, "http://relative.invalid")
    ? new URL(uploadUrl, "http://relative.invalid").pathname
    : "";
  const id = /\/uploads\/([^/]+)$/.exec(pathname)?.[1] ?? "";
  return isObjectId(id) ? id : null;
}

/**
 * Turns an upload into a stored object: checks the raw bytes' size and content again (with S3
 * they reached the bucket without passing us), re-encodes images into a display size and a
 * thumbnail, stores the variants and records the object. The same upload normalized again
 * answers the same object.
 */
export async function normalizeUpload(
  { db, objects: { store } }: Pick<AppContext, "db" | "objects">,
  actor: SessionUser,
  uploadUrl: string,
): Promise<StoredObject> {
  const uploadId = uploadIdFromUrl(uploadUrl);
  if (!uploadId) throw new BadRequestError(NOT_AN_UPLOAD_URL_MESSAGE);
  const upload = found(await findUpload(db, uploadId), UPLOAD_NOT_FOUND_MESSAGE);
  authorize(actor, canFinishUpload, upload);
  const done = await findObject(db, uploadId);
  if (done) return presentObject(done);

  const rawKey = rawUploadKey(uploadId);
  const raw = await store.read(rawKey);
  if (!raw) throw new BadRequestError(NOTHING_UPLOADED_MESSAGE);
  const object = await storeVariants(store, upload, raw).catch(async (error: unknown) => {
    // A refused upload will never be used: its bytes go now rather than lingering.
    if (error instanceof HttpError) await store.delete([rawKey]);
    throw error;
  });
  // An S3 link is spent once its upload is normalized; ours was already marked on PUT.
  const row = await insertObject(db, object);
  await store.delete([rawKey]);
  return presentObject(row);
}

async function storeVariants(store: ObjectStore, upload: UploadRow, raw: StoredBytes) {
  const { id, purpose, maxBytes } = upload;
  const tooLargeMessage = uploadTooLargeMessage(purpose);
  if (raw.byteSize > maxBytes) {
    raw.body.destroy();
    throw new PayloadTooLargeError(tooLargeMessage);
  }
  const { bytes, head: media } = await readBounded(raw.body, {
    maxBytes,
    tooLargeMessage,
    headBytes: SNIFF_BYTES,
    checkHead: (head) => acceptedMedia(head, purpose),
  }).finally(() => raw.body.destroy());

  const base = {
    id,
    ownerId: upload.ownerId,
    purpose,
    isPrivate: UPLOAD_RULES[purpose].isPrivate,
  };
  if (media.kind === "video") {
    refuseUnreadableVideo(media, bytes);
    // Video is kept as uploaded: its container was read, and re-encoding is a job of its own.
    await store.write(displayKey(id, media.contentType), bytes);
    return { contentType: media.contentType, byteSize: bytes.length, ...base };
  }
  // sharp and libvips take tens of megabytes; a server loads them with the first image it reads.
  const { processImage } = await import("./images.ts");
  const image = await processImage(bytes);
  const contentType = "image/webp";
  await Promise.all([
    store.write(displayKey(id, contentType), image.display),
    store.write(thumbnailKey(id), image.thumbnail),
  ]);
  return {
    contentType,
    byteSize: image.display.length,
    width: image.width,
    height: image.height,
    blurhash: image.blurhash,
    ...base,
  };
}
