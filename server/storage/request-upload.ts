import {
  UPLOAD_RULES,
  UPLOAD_URL_TTL_SECONDS,
  type UploadPurpose,
  type UploadResponse,
  uploadTooLargeMessage,
} from "@contract/uploads.ts";
import type { AppContext } from "../context.ts";
import { PayloadTooLargeError } from "../http/errors.ts";
import { rawUploadKey } from "./object-store.ts";
import { insertUpload } from "./queries.ts";
import { reserveStorage } from "./quota.ts";

/**
 * Hands out an upload URL for one file: a presigned PUT straight to the bucket when the store
 * has them, otherwise our own signed PUT route. Either way it is bound to the member, a size
 * limit and 15 minutes, and recorded so it can be used only once. The limit is the size the
 * browser declared, else the purpose's: it is what the link holds of the member's storage.
 */
export async function requestUpload(
  { db, config, objects: { store, signer } }: Pick<AppContext, "db" | "config" | "objects">,
  ownerId: string,
  request: { purpose: UploadPurpose; byteSize?: number | undefined },
): Promise<UploadResponse> {
  const { purpose, byteSize } = request;
  const purposeLimit = UPLOAD_RULES[purpose].maxBytes;
  if (byteSize !== undefined && byteSize > purposeLimit) {
    throw new PayloadTooLargeError(uploadTooLargeMessage(purpose));
  }
  const maxBytes = byteSize ?? purposeLimit;
  // Whole seconds: the expiry travels in the URL and the signature covers it.
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const upload = await db.transaction(async (tx) => {
    await reserveStorage(tx, ownerId, maxBytes, config.storage.quotaBytes);
    return insertUpload(tx, { ownerId, purpose, maxBytes, expiresAt: new Date(expires * 1000) });
  });
  const presigned = await store.presignUpload(rawUploadKey(upload.id), {
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
    byteSize,
  });
  const uploadURL =
    presigned ?? signer.uploadUrl({ uploadId: upload.id, ownerId, purpose, maxBytes, expires });
  return { uploadURL, maxBytes, expiresAt: upload.expiresAt.toISOString() };
}
