import { startTestApp } from "./app.ts";

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: they share the
 * database and the session secret, and whatever else `env` gives both (REDIS_URL).
 */
export async function twoInstances(env: Record<string, string>) {
  const shared = { ...env, SESSION_SECRET: "a-secret-every-instance-shares-0123456789" };
  const first = await startTestApp(shared);
  const second = await startTestApp(shared, { sharedDatabaseUrl: first.databaseUrl! });
  return [first, second] as const;
}
