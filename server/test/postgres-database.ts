import { randomBytes } from "node:crypto";
import pg from "pg";

export type PostgresTestDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new, empty database on the PostgreSQL server TEST_DATABASE_URL names, for one API test file
 * or one browser-test server, so that runs side by side never share rows. `prefix` says who made
 * it (a database left by a killed run is then easy to trace); `drop` removes it even while a
 * server still holds connections to it.
 */
export async function createPostgresTestDatabase(prefix: string): Promise<PostgresTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("A PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withPostgresClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withPostgresClient(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** One connection to the server `url` names, for the work of a moment, closed after it. */
export async function withPostgresClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
