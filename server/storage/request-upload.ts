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

/**
 * Hands out an upload URL for one file: a presigned PUT straight to the bucket when the store
 * has them, otherwise our own signed PUT route. Either way it is bound to the member, the
 * purpose's size limit and 15 minutes, and recorded so it can be used only once.
 */
export async function requestUpload(
  { db, objects: { store, signer } }: Pick<AppContext, "db" | "objects">,
  ownerId: string,
  request: { purpose: UploadPurpose; byteSize?: number | undefined },
): Promise<UploadResponse> {
  const { purpose, byteSize } = request;
  const { maxBytes } = UPLOAD_RULES[purpose];
  if (byteSize !== undefined && byteSize > maxBytes) {
    throw new PayloadTooLargeError(uploadTooLargeMessage(purpose));
  }
  // Whole seconds: the expiry travels in the URL and the signature covers it.
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const upload = await insertUpload(db, {
    ownerId,
    purpose,
    maxBytes,
    expiresAt: new Date(expires * 1000),
  });
  const presigned = await store.presignUpload(rawUploadKey(upload.id), {
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
    byteSize,
  });
  const uploadURL =
    presigned ?? signer.uploadUrl({ uploadId: upload.id, ownerId, purpose, maxBytes, expires });
  return { uploadURL, maxBytes, expiresAt: upload.expiresAt.toISOString() };
}
