/**
 * Reads the box structure of an ISO base media file (MP4, M4V, QuickTime MOV) far enough to
 * know it is a whole movie: boxes laid end to end whose sizes reach exactly the end of the
 * file, an ftyp first (QuickTime files may do without), and a moov holding a video track.
 * Only box headers are read, never the media, so a 50 MB file costs a few dozen reads.
 *
 * mp4box (GPAC's parser) was considered: it declares a file ready as soon as the moov has been
 * read, so bytes of anything else after it, or a truncated mdat, pass; and it is a demuxer of
 * a few megabytes for what is a walk over box headers.
 */

type Box = { type: string; start: number; end: number };

/** Box headers: a 32-bit size and a four-letter type; size 1 means a 64-bit size follows. */
const HEADER_BYTES = 8;
const LARGE_HEADER_BYTES = 16;

/**
 * The boxes laid end to end in bytes[from, to), or null unless their sizes chain exactly to
 * `to`. Size 0 ("to the end of the file") is allowed only where `to` is the end of the file.
 */
function boxesIn(bytes: Buffer, from: number, to: number, isFileEnd: boolean): Box[] | null {
  const boxes: Box[] = [];
  for (let at = from; at < to; ) {
    const left = to - at;
    if (left < HEADER_BYTES) return null;
    const type = bytes.toString("latin1", at + 4, at + 8);
    let size = bytes.readUInt32BE(at);
    let header = HEADER_BYTES;
    if (size === 1) {
      if (left < LARGE_HEADER_BYTES) return null;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(left)) return null;
      size = Number(large);
      header = LARGE_HEADER_BYTES;
    } else if (size === 0 && isFileEnd) {
      size = left;
    }
    if (size < header || size > left) return null;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** The children of a box that holds only boxes, or null when they do not fill it exactly. */
const childrenOf = (bytes: Buffer, box: Box) => boxesIn(bytes, box.start, box.end, false);

/** The handler type of a track (`vide` for video), read from mdia/hdlr. */
function handlerOf(bytes: Buffer, trak: Box): string | null {
  const mdia = childrenOf(bytes, trak)?.find((box) => box.type === "mdia");
  const hdlr = mdia && childrenOf(bytes, mdia)?.find((box) => box.type === "hdlr");
  // A full box: version and flags (4), then pre_defined or QuickTime's component type (4).
  if (!hdlr || hdlr.end - hdlr.start < 12) return null;
  return bytes.toString("latin1", hdlr.start + 8, hdlr.start + 12);
}

/**
 * Whether `bytes` are a whole ISO base media movie with a video track. Fragmented files pass
 * too: their moov has the tracks, and the media come in moof and mdat pairs after it.
 */
export function isIsoBmffMovie(bytes: Buffer, options: { ftypOptional: boolean }): boolean {
  const top = boxesIn(bytes, 0, bytes.length, true);
  if (!top || top.length === 0) return false;
  const first = top[0]!;
  // An ftyp holds at least its major brand and minor version.
  if (first.type === "ftyp" ? first.end - first.start < 8 : !options.ftypOptional) return false;
  const movies = top.filter((box) => box.type === "moov");
  if (movies.length !== 1) return false;
  const tracks = childrenOf(bytes, movies[0]!)?.filter((box) => box.type === "trak") ?? [];
  return tracks.some((trak) => handlerOf(bytes, trak) === "vide");
}
