import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { availabilityEvents, users } from "../db/schema/index.ts";
import { openTestDatabase } from "../test/database.ts";
import { makeMember } from "../test/factories.ts";

// Two connections at once, one holding its transaction open: PostgreSQL only (PGlite has one).
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Resolves once some statement of this database waits for a lock another transaction holds. */
async function aStatementWaitsForALock() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [row] = rowsOf<{ waiting: number }>(
      await handle.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("No statement came to wait for the held transaction's lock.");
}

type Status = (typeof availabilityEvents.$inferInsert)["status"];

it.each<[Status, Status]>([
  ["available", "busy"],
  ["busy", "available"],
])(
  "two changes to one member's calendar at once both count in their free days (%s, then %s)",
  async (first, second) => {
    const { db } = handle;
    const member = await makeMember(db);
    const day = "2027-06-01";
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const firstWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const slow = db.transaction(async (tx) => {
      await tx.insert(availabilityEvents).values({ userId: member.id, date: day, status: first });
      written();
      await held;
    });
    await firstWritten;
    // The second change's trigger waits for the first's lock on the member's row, and once the
    // first commits it works the days out again from both events: a busy event on a free day
    // leaves it not free, whichever came first.
    const fast = db
      .insert(availabilityEvents)
      .values({ userId: member.id, date: day, status: second })
      .then(() => undefined);
    await aStatementWaitsForALock();
    release();
    await Promise.all([slow, fast]);
    const [row] = await db
      .select({ freeDays: users.freeDays })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row!.freeDays).toEqual([]);
  },
);
