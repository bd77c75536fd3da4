/**
 * Uploads and stored objects: what may be uploaded for each use, and how an object is named.
 *
 * The flow:
 * 1. `POST /api/objects/upload` with an optional `{ purpose, byteSize }` answers `{ uploadURL, … }`.
 *    With the local disk store the URL is our own, relative to the site:
 *    `/api/objects/uploads/<uploadId>?expires=<unix seconds>&signature=<HMAC>`; it works once,
 *    for 15 minutes, for the member who asked and the cookie they send. With S3 it is a presigned
 *    PUT URL to the bucket (key `uploads/<uploadId>`), bound to `byteSize` when it was given.
 * 2. The browser PUTs the file's bytes to `uploadURL` (our route answers 204, S3 200).
 * 3. `POST /api/objects/normalize` `{ imageURL: uploadURL }` checks the bytes by their content,
 *    re-encodes images and answers `{ objectPath, … }`; the same upload again answers the same.
 *
 * Refusals are JSON `{ message }`: 401 signed out; 403 a forged link or another member's;
 * 409 no room left in the member's storage for the link's size (`byteSize` when given, else the
 * purpose's limit): their objects plus the links not yet normalized, against UPLOAD_QUOTA_MB;
 * 410 an expired or already used link (a refused PUT spends it too: ask for a new one);
 * 413 over the purpose's limit, or over the `byteSize` the link was asked for; 415 not an
 * accepted format, whatever Content-Type claimed, or a video whose container does not read
 * whole; 404 normalizing an upload that is not yours.
 *
 * Object paths are opaque and never change their bytes:
 * - `/objects/<objectId>`        the display variant: WebP, at most 2048 px on the long side
 *                                (or the video as uploaded);
 * - `/objects/<objectId>/thumb`  the thumbnail: WebP, at most 400 px on the long side (images only);
 * - `/objects/seed/<name>.webp`  demo images written by the seed (public static files).
 */
import { z } from "zod/mini";
import { UPLOAD_LIMITS } from "./constants.ts";
import { requiredText } from "./human-errors.ts";

export const UPLOAD_PURPOSES = ["post", "profile", "portfolio", "kyc"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export type MediaKind = "image" | "video";

/** What each purpose accepts. KYC documents are private: only their owner may read them. */
export const UPLOAD_RULES: Record<
  UploadPurpose,
  { label: string; maxBytes: number; accepts: readonly MediaKind[]; isPrivate: boolean }
> = {
  post: {
    label: "a post image",
    maxBytes: UPLOAD_LIMITS.postImage,
    accepts: ["image"],
    isPrivate: false,
  },
  profile: {
    label: "a profile photo",
    maxBytes: UPLOAD_LIMITS.profilePhoto,
    accepts: ["image"],
    isPrivate: false,
  },
  portfolio: {
    label: "a portfolio item",
    maxBytes: UPLOAD_LIMITS.portfolio,
    accepts: ["image", "video"],
    isPrivate: false,
  },
  kyc: {
    label: "an identity document",
    maxBytes: UPLOAD_LIMITS.kycDocument,
    accepts: ["image"],
    isPrivate: true,
  },
};

/** How long an upload URL can be used after it was handed out. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

/**
 * A size as members read it: whole megabytes below a gigabyte ("200 MB"; "under 1 MB" for a
 * little), else gigabytes to one decimal ("1 GB", "1.5 GB").
 */
export function readableSize(bytes: number): string {
  if (bytes > 0 && bytes < 524_288) return "under 1 MB";
  const gigabytes = bytes / 1_073_741_824;
  return gigabytes < 1 ? megabytes(bytes) : `${Math.round(gigabytes * 10) / 10} GB`;
}

export function uploadTooLargeMessage(purpose: UploadPurpose): string {
  const rule = UPLOAD_RULES[purpose];
  return `This file is too large: the limit for ${rule.label} is ${megabytes(rule.maxBytes)}.`;
}

export function unsupportedTypeMessage(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].accepts.includes("video")
    ? "This file type is not supported. Please upload a JPEG, PNG, GIF or WebP image, or an MP4, MOV or WebM video."
    : "This file type is not supported. Please upload a JPEG, PNG, GIF or WebP image.";
}

export const UNREADABLE_IMAGE_MESSAGE = "This image could not be read. Please try another file.";
export const TOO_MANY_PIXELS_MESSAGE =
  "This image has too many pixels. Please upload a smaller one.";
export const UNREADABLE_VIDEO_MESSAGE = "This video could not be read. Please try another file.";

/** Refused when a new upload link would take a member past their storage (409). */
export function storageFullMessage(quotaBytes: number): string {
  return `There is no room for this file in your ${readableSize(quotaBytes)} of storage. Delete some posts or portfolio items to upload more.`;
}

export const INVALID_UPLOAD_LINK_MESSAGE = "This upload link is not valid.";
export const EXPIRED_UPLOAD_LINK_MESSAGE = "This upload link has expired. Please try again.";
export const USED_UPLOAD_LINK_MESSAGE = "This upload link has already been used.";
export const FOREIGN_UPLOAD_LINK_MESSAGE = "This upload link belongs to another member.";
export const UPLOAD_NOT_FOUND_MESSAGE = "Upload not found.";
export const NOTHING_UPLOADED_MESSAGE = "Nothing has been uploaded to this link yet.";
export const NOT_AN_UPLOAD_URL_MESSAGE = "This is not an upload link from this site.";

const uploadRequestFields = z.object({
  purpose: z._default(z.enum(UPLOAD_PURPOSES, "Unknown upload purpose."), "post"),
  /** The file's size when the browser knows it: refused at once when too large, and S3 binds it. */
  byteSize: z.optional(z.int().check(z.positive())),
});
export type UploadRequest = z.input<typeof uploadRequestFields>;

/** The web client asks for a link with no body at all, which the server reads as null. */
export const uploadRequestSchema = z.pipe(
  z.transform((body: unknown) => body ?? {}),
  uploadRequestFields,
);

export const uploadResponseSchema = z.object({
  uploadURL: z.string(),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const normalizeRequestSchema = z.object({
  imageURL: requiredText(NOT_AN_UPLOAD_URL_MESSAGE).check(
    z.minLength(1, NOT_AN_UPLOAD_URL_MESSAGE),
    z.maxLength(4096),
  ),
});
export type NormalizeRequest = z.infer<typeof normalizeRequestSchema>;

/**
 * `GET /api/objects/usage`: what the member's uploads take of their storage, counted as the
 * quota counts it (stored files, plus upload links not yet turned into one).
 */
export const storageUsageSchema = z.object({
  usedBytes: z.number(),
  quotaBytes: z.number(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** "12 MB of 1 GB used", as Settings shows it. */
export const storageUsageText = ({ usedBytes, quotaBytes }: StorageUsage) =>
  `${readableSize(usedBytes)} of ${readableSize(quotaBytes)} used`;

/** An uploaded object as other calls (posts, profile, portfolio, KYC) refer to it. */
export const storedObjectSchema = z.object({
  objectPath: z.string(),
  /** Null for video. */
  thumbnailPath: z.nullable(z.string()),
  contentType: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** A BlurHash the feed draws while the image loads; null for video. */
  blurhash: z.nullable(z.string()),
});
export type StoredObject = z.infer<typeof storedObjectSchema>;

const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isObjectId = (value: string) => OBJECT_ID.test(value);

export const objectPathOf = (objectId: string) => `/objects/${objectId}`;
export const thumbnailPathOf = (objectId: string) => `/objects/${objectId}/thumb`;

/** The object id inside `/objects/<objectId>`, or null for anything else. */
export function objectIdFromPath(path: string): string | null {
  const id = path.startsWith("/objects/") ? path.slice("/objects/".length) : "";
  return isObjectId(id) ? id : null;
}
