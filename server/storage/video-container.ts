import { UNREADABLE_VIDEO_MESSAGE } from "@contract/uploads.ts";
import { UnsupportedMediaTypeError } from "../http/errors.ts";
import { isIsoBmffMovie } from "./iso-bmff.ts";
import type { SniffedMedia } from "./sniff.ts";
import { isWebmVideo } from "./webm.ts";

/**
 * A video's first bytes only say which container it claims to be; a whole file is accepted
 * only when its container reads through to the end with a video track in it, so a valid header
 * in front of a page, a script or a cut-off file is refused with 415. Images need no such
 * check: they are decoded and re-encoded.
 */
export function refuseUnreadableVideo(media: SniffedMedia, bytes: Buffer): void {
  if (media.kind !== "video") return;
  const readable =
    media.contentType === "video/webm"
      ? isWebmVideo(bytes)
      : // Classic QuickTime files begin with moov, mdat, wide or free instead of ftyp.
        isIsoBmffMovie(bytes, { ftypOptional: media.contentType === "video/quicktime" });
  if (!readable) throw new UnsupportedMediaTypeError(UNREADABLE_VIDEO_MESSAGE);
}
