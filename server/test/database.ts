import type { Logger } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { createPostgresTestDatabase } from "./postgres-database.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when the project
 * runs with TEST_DB=postgres, a new database on TEST_DATABASE_URL dropped at close.
 */
export async function openTestDatabase(logger?: Logger): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== "postgres") {
    return openDatabase({ dataDir: "memory://", logger });
  }
  const database = await createPostgresTestDatabase("atelier_test");
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://", logger });
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
