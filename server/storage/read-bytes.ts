import type { Readable } from "node:stream";
import { PayloadTooLargeError } from "../http/errors.ts";

/**
 * Reads a stream into memory, failing with 413 as soon as it passes `maxBytes`, so nothing
 * past the limit is ever held. `checkHead` sees the first `headBytes` (or everything, if
 * fewer) before the rest is read, so a wrong file type is refused without reading on; what
 * it answers is passed back with the bytes.
 */
export async function readBounded<T>(
  stream: Readable,
  options: {
    maxBytes: number;
    tooLargeMessage: string;
    headBytes: number;
    checkHead: (head: Buffer) => Promise<T>;
  },
): Promise<{ bytes: Buffer; head: T }> {
  const chunks: Buffer[] = [];
  let total = 0;
  let head: { checked: T } | undefined;
  // destroyOnReturn: false keeps a refused request open, so the refusal can still be answered on it.
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    total += chunk.length;
    if (total > options.maxBytes) throw new PayloadTooLargeError(options.tooLargeMessage);
    chunks.push(chunk);
    if (!head && total >= options.headBytes) {
      head = { checked: await options.checkHead(Buffer.concat(chunks)) };
    }
  }
  const bytes = Buffer.concat(chunks);
  head ??= { checked: await options.checkHead(bytes) };
  return { bytes, head: head.checked };
}
