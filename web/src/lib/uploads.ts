import { type StoredObject, UPLOAD_RULES, type UploadPurpose } from "@contract/uploads.ts";
import { hasStatus, serverMessage } from "./api-client.ts";

/** What the upload widget shows when no upload link could be had. */
export const UPLOAD_PARAMETERS_ERROR = "Failed to get upload parameters";

/** No upload link could be had; `cause` is the API error (a 401, a 413 for a file too large…). */
export class UploadParametersError extends Error {
  constructor(cause: unknown) {
    super(UPLOAD_PARAMETERS_ERROR, { cause });
    this.name = "UploadParametersError";
  }
}

/**
 * What went wrong with an upload, in the member's words: the server's reason when it refused
 * the file or had no room left for it, 'Failed to get upload parameters' when no link could be
 * had otherwise, else `fallback`.
 */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof UploadParametersError) return uploadLinkErrorMessage(error.cause);
  return isRefusedFile(error) ? (serverMessage(error) ?? fallback) : fallback;
}

/**
 * What the upload widget says under a file when no upload link could be had: the server's
 * reason when the member can act on it (the file is too large, or their storage is full: 409),
 * else 'Failed to get upload parameters'.
 */
export function uploadLinkErrorMessage(cause: unknown): string {
  const actionable = isRefusedFile(cause) || hasStatus(cause, 409);
  return (actionable && serverMessage(cause)) || UPLOAD_PARAMETERS_ERROR;
}

/** An uploaded file as a form keeps it: at least its object path. */
export type UploadedObject = Pick<StoredObject, "objectPath"> & Partial<StoredObject>;

/** 413 (too large), 415 (wrong type) and 422 (unreadable) mean the file itself was refused. */
export function isRefusedFile(error: unknown): boolean {
  return hasStatus(error, 413, 415, 422);
}

/** Uppy's XHR needs an absolute address; our own disk-store links are site-relative. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** Uppy restrictions for a purpose: one file, its size limit and its media types. */
export function uploadRestrictions(purpose: UploadPurpose) {
  const rule = UPLOAD_RULES[purpose];
  return {
    maxNumberOfFiles: 1,
    maxFileSize: rule.maxBytes,
    allowedFileTypes: rule.accepts.map((kind) => `${kind}/*`),
  };
}
