/**
 * Reads the element structure of a WebM file (EBML, as Matroska) far enough to know it is a
 * whole video: an EBML header naming the webm doc type, then one Segment reaching exactly to
 * the end of the file, whose elements chain exactly within it and whose Tracks hold a video
 * track. Recorders that stream (a browser's MediaRecorder) leave the Segment and its Clusters
 * without a size: such a Cluster ends where the next top-level element begins.
 */

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
const VIDEO_TRACK = 1;
/** What may follow a Cluster inside a Segment, and so ends one of unknown size. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  TRACKS,
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
]);

type Element = { id: number; start: number; end: number };
type Header = { id: number; start: number; size: number | null };

/**
 * The element header at `at`: its id (1 to 4 bytes, length marker kept), then its size (1 to
 * 8 bytes, marker dropped; all ones means unknown). Null when it does not fit before `limit`.
 */
function headerAt(bytes: Buffer, at: number, limit: number): Header | null {
  const idLength = vintLength(bytes[at]);
  if (idLength === null || idLength > 4 || at + idLength >= limit) return null;
  const id = bytes.readUIntBE(at, idLength);
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt]);
  if (sizeLength === null || sizeAt + sizeLength > limit) return null;
  let size = bytes[sizeAt]! & (0xff >> sizeLength);
  for (let i = 1; i < sizeLength; i++) size = size * 256 + bytes[sizeAt + i]!;
  const unknown = size === 2 ** (7 * sizeLength) - 1;
  return { id, start: sizeAt + sizeLength, size: unknown ? null : size };
}

/** A variable-length integer's byte count, told by its first byte's leading zeros. */
function vintLength(first: number | undefined): number | null {
  if (!first) return null;
  return Math.clz32(first) - 23;
}

/** The elements laid end to end in bytes[from, to), each of known size, or null. */
function elementsIn(bytes: Buffer, from: number, to: number): Element[] | null {
  const elements: Element[] = [];
  for (let at = from; at < to; ) {
    const header = headerAt(bytes, at, to);
    if (!header || header.size === null || header.start + header.size > to) return null;
    elements.push({ id: header.id, start: header.start, end: header.start + header.size });
    at = header.start + header.size;
  }
  return elements;
}

/** Where a Cluster of unknown size ends: at the next Segment child, or the Segment's end. */
function unsizedClusterEnd(bytes: Buffer, from: number, to: number): number | null {
  let at = from;
  while (at < to) {
    const header = headerAt(bytes, at, to);
    if (!header) return null;
    if (SEGMENT_CHILDREN.has(header.id)) break;
    if (header.size === null || header.start + header.size > to) return null;
    at = header.start + header.size;
  }
  return at;
}

/** The Segment's children, or null unless they chain exactly to its end. */
function segmentChildren(bytes: Buffer, from: number, to: number): Element[] | null {
  const children: Element[] = [];
  for (let at = from; at < to; ) {
    const header = headerAt(bytes, at, to);
    if (!header) return null;
    const end =
      header.size !== null
        ? header.start + header.size
        : header.id === CLUSTER
          ? unsizedClusterEnd(bytes, header.start, to)
          : null;
    if (end === null || end > to) return null;
    children.push({ id: header.id, start: header.start, end });
    at = end;
  }
  return children;
}

const child = (elements: Element[] | null, id: number) => elements?.find((e) => e.id === id);

function isVideoTrack(bytes: Buffer, entry: Element): boolean {
  const type = child(elementsIn(bytes, entry.start, entry.end), TRACK_TYPE);
  const length = type ? type.end - type.start : 0;
  return length >= 1 && length <= 6 && bytes.readUIntBE(type!.start, length) === VIDEO_TRACK;
}

/** Whether `bytes` are a whole WebM file with a video track. */
export function isWebmVideo(bytes: Buffer): boolean {
  const ebml = headerAt(bytes, 0, bytes.length);
  if (!ebml || ebml.id !== EBML || ebml.size === null) return false;
  const ebmlEnd = ebml.start + ebml.size;
  const docType = child(elementsIn(bytes, ebml.start, ebmlEnd), DOC_TYPE);
  if (
    !docType ||
    bytes.toString("latin1", docType.start, docType.end).replace(/\0+$/, "") !== "webm"
  ) {
    return false;
  }
  const segment = headerAt(bytes, ebmlEnd, bytes.length);
  if (!segment || segment.id !== SEGMENT) return false;
  if (segment.size !== null && segment.start + segment.size !== bytes.length) return false;
  const tracks = child(segmentChildren(bytes, segment.start, bytes.length), TRACKS);
  const entries = tracks ? elementsIn(bytes, tracks.start, tracks.end) : null;
  return (entries ?? []).some((entry) => entry.id === TRACK_ENTRY && isVideoTrack(bytes, entry));
}
