import { type SQL, sql } from "drizzle-orm";
import type { Transaction } from "./client.ts";
import { rowsOf } from "./rows.ts";

/**
 * PostgreSQL advisory locks the app takes, each held until its transaction ends, so none can
 * outlive a failed request. The first key says what is locked, the second which one of them;
 * the numbers only need to differ from each other.
 */
const LOCK_KINDS = {
  /** One member's storage, while a new upload link is checked against their quota. */
  memberStorage: 1,
  /** The storage sweep: one instance at a time. */
  storageSweep: 2,
} as const;

type LockKind = keyof typeof LOCK_KINDS;

/** Waits for the lock. `key` is an int4, or an expression giving one (hashtext of an id). */
export async function lockForTransaction(tx: Transaction, kind: LockKind, key: number | SQL) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KINDS[kind]}::int4, (${key})::int4)`);
}

/** Takes the lock if it is free; false when another transaction holds it. */
export async function tryLockForTransaction(
  tx: Transaction,
  kind: LockKind,
  key: number | SQL,
): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(
    await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_KINDS[kind]}::int4, (${key})::int4) as locked`,
    ),
  );
  return row?.locked === true;
}
