import { randomBytes } from "node:crypto";
import type { Logger } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when the project
 * runs with TEST_DB=postgres, a new database on TEST_DATABASE_URL dropped at close.
 */
export async function openTestDatabase(logger?: Logger): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== "postgres") {
    return openDatabase({ dataDir: "memory://", logger });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `atelier_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", logger });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
