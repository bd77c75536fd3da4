import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { PreparingClient } from "./preparing-client.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets: commands that join a caller's transaction take it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL URL, so another instance can share the database. */
  url?: string;
  /** The embedded database's files as one archive, to open a copy of it later (PGlite only). */
  snapshot?: () => Promise<Blob>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How loosely pg_trgm's `<%` operator lets the words of members' names, trades and towns through
 * for a query word, set for every connection: low enough for a swapped pair of letters
 * ('Ameila') or one wrong letter in a three-letter name ('Tim' for Tom), still narrow enough for
 * the trigram index to pay. Member search then checks each word exactly; the setting saves it a
 * transaction per search.
 */
export const TRIGRAM_WORD_SIMILARITY = 0.2;
/*
 * Settings for every connection to either database. Besides the threshold above, Memoize is
 * off: a Memoize node clears a hash table sized from the planner's guess (tens of thousands of
 * entries) each time its statement starts, even when the node never runs, and a named statement
 * starts on every request. The feed's generic plan carries one in its community part, which a
 * first page seldom reaches: turning it off made a feed page 6% faster and no other hot read
 * slower (M tier, one connection).
 */
const SESSION_SETTINGS = {
  "pg_trgm.word_similarity_threshold": String(TRIGRAM_WORD_SIMILARITY),
  enable_memoize: "off",
};

/**
 * The app's statements are small and many. JIT compilation and parallel workers pay off for
 * big reports, but cost a feed query more to start (tens of milliseconds) than they save.
 */
const POSTGRES_SETTINGS = { jit: "off", max_parallel_workers_per_gather: "0" };

export type PoolOptions = { size: number; statementTimeoutMs: number; waitMs: number };
const DEFAULT_POOL: PoolOptions = { size: 10, statementTimeoutMs: 5000, waitMs: 2000 };

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir
 * ("memory://" keeps it in memory, for tests), and brings the schema up to date.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Sees every statement the app sends (the query-plan test reads them). */
  logger?: Logger | undefined;
  databasePool?: PoolOptions | undefined;
  /** Files a PGlite `snapshot` gave, to start from instead of an empty database. */
  pgliteSnapshot?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const drizzleOptions = { schema, casing: "snake_case" as const, logger: options.logger };
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const limits = options.databasePool ?? DEFAULT_POOL;
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: options.databaseUrl,
      max: limits.size,
      connectionTimeoutMillis: limits.waitMs,
      options: connectionOptions(
        Object.assign(
          // A query whose client gave up must not keep running on an overloaded server.
          { statement_timeout: String(limits.statementTimeoutMs) },
          SESSION_SETTINGS,
          POSTGRES_SETTINGS,
        ),
      ),
    });
    // An idle connection the server drops (a restart, a failover) must not take the process
    // down: the pool replaces it on the next query.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePg(pool, drizzleOptions);
    return {
      db: db as unknown as Database,
      kind: "postgres",
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  const location =
    options.dataDir === "memory://" ? undefined : ensureDir(path.join(options.dataDir, "pglite"));
  // The embedded database is loaded only when it is the one in use: a server on PostgreSQL
  // would otherwise carry its WebAssembly build in memory for nothing.
  const [{ PGlite }, { fuzzystrmatch }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate }] =
    await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/fuzzystrmatch"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
  // PostgreSQL ships pg_trgm and fuzzystrmatch; the embedded build loads them as extensions.
  const client = await PGlite.create({
    dataDir: location,
    extensions: { pg_trgm, fuzzystrmatch },
    loadDataDir: options.pgliteSnapshot,
  });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query("select set_config($1, $2, false)", [name, value]);
  }
  const db = drizzlePglite(client, drizzleOptions);
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    snapshot: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/**
 * Migrations run on their own connection, without the statement timeout: building an index
 * over a million posts takes longer than any request may.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    options: connectionOptions(SESSION_SETTINGS),
  });
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg(client, { casing: "snake_case" }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

function connectionOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
