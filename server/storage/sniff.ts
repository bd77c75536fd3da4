import {
  type MediaKind,
  UPLOAD_RULES,
  type UploadPurpose,
  unsupportedTypeMessage,
} from "@contract/uploads.ts";
import { fileTypeFromBuffer } from "file-type";
import { UnsupportedMediaTypeError } from "../http/errors.ts";

/** How many leading bytes identify every format we accept (file-type reads at most this many). */
export const SNIFF_BYTES = 4100;

/** The formats we take, by what their bytes say, and the type they are served with. */
const ACCEPTED: Record<string, { kind: MediaKind; contentType: string }> = {
  "image/jpeg": { kind: "image", contentType: "image/jpeg" },
  "image/png": { kind: "image", contentType: "image/png" },
  "image/gif": { kind: "image", contentType: "image/gif" },
  "image/webp": { kind: "image", contentType: "image/webp" },
  "video/mp4": { kind: "video", contentType: "video/mp4" },
  // An MP4 with Apple's M4V brand is still an MP4 to every player.
  "video/x-m4v": { kind: "video", contentType: "video/mp4" },
  "video/quicktime": { kind: "video", contentType: "video/quicktime" },
  "video/webm": { kind: "video", contentType: "video/webm" },
};

export type SniffedMedia = { kind: MediaKind; contentType: string };

/**
 * The media type the bytes themselves declare (magic numbers), ignoring whatever the
 * uploader claimed; null for anything else, including text formats such as HTML and SVG.
 */
export async function sniffMedia(head: Uint8Array): Promise<SniffedMedia | null> {
  const detected = await fileTypeFromBuffer(head);
  return (detected && ACCEPTED[detected.mime]) ?? null;
}

/** The media in `head` when `purpose` takes it; 415 naming the accepted formats otherwise. */
export async function acceptedMedia(
  head: Uint8Array,
  purpose: UploadPurpose,
): Promise<SniffedMedia> {
  const media = await sniffMedia(head);
  if (!media || !UPLOAD_RULES[purpose].accepts.includes(media.kind)) {
    throw new UnsupportedMediaTypeError(unsupportedTypeMessage(purpose));
  }
  return media;
}
