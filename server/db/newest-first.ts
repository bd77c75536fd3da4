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
  if (!sparse.has(key)) {
    const newest = await find("newest");
    if (newest.length === full) return newest;
    sparse.set(key, true);
  }
  return find("all");
}
