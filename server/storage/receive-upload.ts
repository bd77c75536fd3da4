import type { Readable } from "node:stream";
import {
  EXPIRED_UPLOAD_LINK_MESSAGE,
  INVALID_UPLOAD_LINK_MESSAGE,
  USED_UPLOAD_LINK_MESSAGE,
  uploadTooLargeMessage,
} from "@contract/uploads.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { authorize } from "../http/authorize.ts";
import { ForbiddenError, GoneError, PayloadTooLargeError } from "../http/errors.ts";
import { rawUploadKey } from "./object-store.ts";
import { canUseUploadLink } from "./policy.ts";
import { claimUpload, findUpload } from "./queries.ts";
import { readBounded } from "./read-bytes.ts";
import { acceptedMedia, SNIFF_BYTES } from "./sniff.ts";
import { refuseUnreadableVideo } from "./video-container.ts";

export type UploadPut = {
  uploadId: string;
  expires: number;
  signature: string;
  body: Readable;
  /** The Content-Length header, when the client sent one. */
  declaredBytes: number | undefined;
};

/**
 * Our own PUT upload route (the disk store has no presigned URLs): checks the link's signature,
 * expiry, owner and single use, then takes the bytes only while they stay within the purpose's
 * limit and start like an accepted format, and keeps them for normalize; a video must also
 * read whole as its container.
 */
export async function receiveUpload(
  { db, objects: { store, signer } }: Pick<AppContext, "db" | "objects">,
  actor: SessionUser,
  put: UploadPut,
): Promise<void> {
  const upload = await findUpload(db, put.uploadId);
  const claims = upload && { uploadId: upload.id, expires: put.expires, ...upload };
  if (!claims || !signer.verify(claims, put.signature)) {
    throw new ForbiddenError(INVALID_UPLOAD_LINK_MESSAGE);
  }
  if (put.expires * 1000 < Date.now()) throw new GoneError(EXPIRED_UPLOAD_LINK_MESSAGE);
  authorize(actor, canUseUploadLink, claims);
  // Claimed before reading: a failed transfer spends the link too, and the page asks for a new one.
  if (!(await claimUpload(db, claims.uploadId))) {
    throw new GoneError(USED_UPLOAD_LINK_MESSAGE);
  }

  const tooLargeMessage = uploadTooLargeMessage(claims.purpose);
  if (put.declaredBytes !== undefined && put.declaredBytes > claims.maxBytes) {
    throw new PayloadTooLargeError(tooLargeMessage);
  }
  const { bytes, head: media } = await readBounded(put.body, {
    maxBytes: claims.maxBytes,
    tooLargeMessage,
    headBytes: SNIFF_BYTES,
    checkHead: (head) => acceptedMedia(head, claims.purpose),
  });
  refuseUnreadableVideo(media, bytes);
  await store.write(rawUploadKey(claims.uploadId), bytes);
}
