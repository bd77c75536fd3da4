import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A text's brotli and gzip copies at the highest settings, keyed by the extension each copy
 * takes beside its file. They are made once, by the build for its files and at start for the
 * pages the server writes, so no request pays for compressing.
 */
export function compressedCopies(original: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(original, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gz: gzipSync(original, { level: 9 }),
  };
}
