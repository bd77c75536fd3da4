import type { Logger } from "drizzle-orm";
import { type DatabaseHandle, openDatabase, type PoolOptions } from "../db/client.ts";
import { createPostgresTestDatabase } from "./postgres-database.ts";

/**
 * The files of an empty, migrated PGlite database, made once per worker: a copy of them opens
 * in about a third of the time running every migration again takes.
 */
let migratedPglite: Promise<Blob> | undefined;
function migratedPgliteSnapshot(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      return await handle.snapshot!();
    } finally {
      await handle.close();
    }
  })();
  return migratedPglite;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when the project
 * runs with TEST_DB=postgres, a new database on TEST_DATABASE_URL dropped at close, through a
 * pool with the app's limits unless `databasePool` says otherwise.
 */
export async function openTestDatabase(
  logger?: Logger,
  databasePool?: PoolOptions,
): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== "postgres") {
    const pgliteSnapshot = await migratedPgliteSnapshot();
    return openDatabase({ dataDir: "memory://", logger, pgliteSnapshot });
  }
  const database = await createPostgresTestDatabase("atelier_test");
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      databaseUrl: database.url,
      dataDir: "memory://",
      logger,
      databasePool,
    });
  } catch (error) {
    // A migration that fails would otherwise leave its half-built database behind.
    await database.drop();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
