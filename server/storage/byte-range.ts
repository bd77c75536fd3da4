import type { ByteRange } from "./object-store.ts";

/**
 * The single range asked for by an HTTP Range header ("bytes=0-99", "bytes=100-", "bytes=-500"),
 * clamped to the object. Null means "send it all" (no header, several ranges, or another unit);
 * "unsatisfiable" means the range lies wholly past the end (answered with 416).
 * Browsers need ranges to seek in, and on Safari even to play, a video.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
