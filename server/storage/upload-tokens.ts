import { createHmac, timingSafeEqual } from "node:crypto";
import type { UploadPurpose } from "@contract/uploads.ts";

/** Everything an upload link is bound to; the signature covers all of it. */
export type UploadClaims = {
  uploadId: string;
  ownerId: string;
  purpose: UploadPurpose;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
};

export type UploadSigner = ReturnType<typeof createUploadSigner>;

/**
 * Signs our own upload URLs with a key derived from the session secret, so a link cannot be
 * forged, stretched in time or moved to another member, purpose or size limit.
 */
export function createUploadSigner(sessionSecret: string) {
  // A key of its own: an upload signature is never also valid as anything session-related.
  const key = createHmac("sha256", sessionSecret).update("atelier upload links v1").digest();
  const sign = (claims: UploadClaims) =>
    createHmac("sha256", key)
      .update(
        [claims.uploadId, claims.ownerId, claims.purpose, claims.maxBytes, claims.expires].join(
          "\n",
        ),
      )
      .digest("base64url");

  return {
    /** The relative URL the browser PUTs the file to. */
    uploadUrl(claims: UploadClaims): string {
      const query = new URLSearchParams({
        expires: String(claims.expires),
        signature: sign(claims),
      });
      return `/api/objects/uploads/${claims.uploadId}?${query}`;
    },

    verify(claims: UploadClaims, signature: string): boolean {
      const expected = Buffer.from(sign(claims));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
