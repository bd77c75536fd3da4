import { storageFullMessage } from "@contract/uploads.ts";
import { and, eq, isNull, sql, sum } from "drizzle-orm";
import { lockForTransaction } from "../db/advisory-locks.ts";
import type { Database, Transaction } from "../db/client.ts";
import { objects, uploads } from "../db/schema/index.ts";
import { ConflictError } from "../http/errors.ts";

/**
 * The bytes a member's uploads take: their stored objects, and for every upload link not yet
 * turned into an object the most it may still bring, until it is normalized or swept.
 * Summed from the owner indexes on both tables, so it costs a few hundred rows at most; a
 * counter column would need every path that deletes objects (posts, accounts, the sweep, the
 * cascade from users) to keep it right.
 */
export async function storageUsed(db: Database | Transaction, ownerId: string): Promise<number> {
  // In turn, not at once: inside a transaction both run on its one connection anyway.
  const [stored] = await db
    .select({ bytes: sum(objects.byteSize) })
    .from(objects)
    .where(eq(objects.ownerId, ownerId));
  const [held] = await db
    .select({ bytes: sum(uploads.maxBytes) })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.normalizedAt)));
  return Number(stored?.bytes ?? 0) + Number(held?.bytes ?? 0);
}

/**
 * Refuses with 409 a new link of `bytes` that would take the member past `quotaBytes`. Call it
 * in the transaction that records the link: the member's lock makes two requests at once wait
 * for each other, so together they cannot overshoot.
 */
export async function reserveStorage(
  tx: Transaction,
  ownerId: string,
  bytes: number,
  quotaBytes: number,
): Promise<void> {
  await lockForTransaction(tx, "memberStorage", sql`hashtext(${ownerId})`);
  if ((await storageUsed(tx, ownerId)) + bytes > quotaBytes) {
    throw new ConflictError(storageFullMessage(quotaBytes));
  }
}
