import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "../server/db/client.ts";
import { withPostgresClient } from "../server/test/postgres-database.ts";
import type { Tier } from "./tiers.ts";

/**
 * Where a tier's community lives between `bench:data` and `bench`: a database named after the
 * tier on BENCH_DATABASE_URL's PostgreSQL server, or an embedded PGlite folder under .bench-data.
 */
export type BenchDatabase = {
  kind: "postgres" | "pglite";
  /** What the server is started with: DATABASE_URL or DATA_DIR. */
  env: { DATABASE_URL: string } | { DATA_DIR: string };
  exists: () => Promise<boolean>;
  /** Drops what is there and opens a new, migrated database. */
  recreate: () => Promise<DatabaseHandle>;
  open: () => Promise<DatabaseHandle>;
};

export function benchDatabase(tier: Tier): BenchDatabase {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  // A copy of a tier's database can be measured beside the original without touching it.
  const name = process.env.BENCH_DATABASE_NAME ?? `atelier_bench_${tier.name.toLowerCase()}`;
  if (!serverUrl) {
    if (tier.name === "M")
      throw new Error("The M tier runs on PostgreSQL: set BENCH_DATABASE_URL.");
    const dataDir = path.resolve(".bench-data", name);
    const open = () => openDatabase({ dataDir });
    return {
      kind: "pglite",
      env: { DATA_DIR: dataDir },
      exists: async () => existsSync(path.join(dataDir, "pglite")),
      recreate: () => {
        rmSync(dataDir, { recursive: true, force: true });
        return open();
      },
      open,
    };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Generating and vacuuming a million posts takes longer than any request may.
  const open = () =>
    openDatabase({
      databaseUrl: url.toString(),
      dataDir: "memory://",
      databasePool: { size: 4, statementTimeoutMs: 0, waitMs: 60_000 },
    });
  return {
    kind: "postgres",
    env: { DATABASE_URL: url.toString() },
    exists: () =>
      withPostgresClient(serverUrl, async (client) => {
        const found = await client.query("select 1 from pg_database where datname = $1", [name]);
        return (found.rowCount ?? 0) > 0;
      }),
    recreate: async () => {
      await withPostgresClient(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`create database ${name}`);
      });
      return open();
    },
    open,
  };
}
