/**
 * Keyset cursor for the feed: which part of the feed (0 = the member's network,
 * 1 = the wider community), and the exact (created_at, id) of the last post shown.
 * created_at travels as PostgreSQL text so no microseconds are lost on the way.
 */
export type FeedCursor = { tier: 0 | 1; createdAt: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.tier}|${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

/** The cursor, or null when it was not made by encodeCursor. */
export function decodeCursor(value: string): FeedCursor | null {
  const [tier, createdAt, id, ...rest] = Buffer.from(value, "base64url").toString().split("|");
  if (rest.length > 0 || (tier !== "0" && tier !== "1") || !createdAt || !id) return null;
  if (!PG_TIMESTAMP.test(createdAt) || !UUID.test(id)) return null;
  return { tier: tier === "0" ? 0 : 1, createdAt, id };
}
