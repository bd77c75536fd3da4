import type { LRUCache } from "lru-cache";

/**
 * Which rows a statement reads: the cheaper read tried first (a bounded window of the newest, or
 * one part of an answer of two), or all of them.
 */
export type Span = "newest" | "all";

/**
 * The first `full` rows a read finds for a key: from the newest rows when they hold all of them,
 * else from all rows. Reading the newest first costs a key whose rows are sparse a statement
 * more, so a key found short is remembered (in `sparse`) and read over all the rows while it
 * is; the answer is exact either way, since the newest rows are read in order and only a full
 * answer from them is taken. The same holds for any first read whose rows come first in the
 * answer and in its order, such as the first of its parts.
 */
export async function newestMatches<Row>(
  sparse: LRUCache<string, true>,
  key: string,
  full: number,
  find: (span: Span) => Promise<Row[]>,
): Promise<Row[]> {
  const span = firstSpan(sparse, key);
  return fromFirstRead(sparse, key, full, { span, rows: await find(span) }, () => find("all"));
}

/** Where newestMatches reads a key first: all the rows for a key found sparse lately. */
export function firstSpan(sparse: LRUCache<string, true>, key: string): Span {
  return sparse.has(key) ? "all" : "newest";
}

/**
 * newestMatches for a first read already made (of firstSpan's span), as part of a statement
 * that read other things too: its rows when they are the answer, else all rows' (`readAll`).
 */
export async function fromFirstRead<Row>(
  sparse: LRUCache<string, true>,
  key: string,
  full: number,
  first: { span: Span; rows: Row[] },
  readAll: () => Promise<Row[]>,
): Promise<Row[]> {
  if (first.span === "all" || first.rows.length === full) return first.rows;
  sparse.set(key, true);
  return readAll();
}
