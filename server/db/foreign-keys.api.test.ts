import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { rowsOf } from "./rows.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

/**
 * The foreign keys that no whole index leads with. Deleting a row makes PostgreSQL find every
 * row whose key names it, to delete it or clear the key; without such an index that is a read
 * of the whole referencing table. Before each key had one, deleting a single account of the
 * M-tier community read 3M comments, 1M notifications and 1M messages (twice), 400 ms of
 * sequential scans, and more with every row the tables gained.
 */
const keysWithoutIndex = sql`
  select key.conrelid::regclass::text || '.' || key.conname as key
  from pg_constraint key
  where key.contype = 'f'
    and not exists (
      select from pg_index ix
      where ix.indrelid = key.conrelid
        and ix.indpred is null
        and (ix.indkey::int2[])[0:cardinality(key.conkey) - 1] @> key.conkey
        and (ix.indkey::int2[])[0:cardinality(key.conkey) - 1] <@ key.conkey
    )
  order by 1`;

describe("foreign keys", () => {
  it("are each found through an index that leads with their columns", async () => {
    const rows = rowsOf<{ key: string }>(await server.context.db.execute(keysWithoutIndex));
    expect(rows.map((row) => row.key)).toEqual([]);
    // The check itself sees keys: every table that points at members has one.
    const [counted] = rowsOf<{ keys: number }>(
      await server.context.db.execute(
        sql`select count(*)::int as keys from pg_constraint where contype = 'f'`,
      ),
    );
    expect(counted!.keys).toBeGreaterThan(30);
  });
});
