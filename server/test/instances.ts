import { startTestApp } from "./app.ts";

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: they share the
 * database and the session secret, and whatever else `env` gives both (REDIS_URL); `webRoot`
 * has both serve the built web app.
 */
export async function twoInstances(
  env: Record<string, string>,
  options: { webRoot?: string } = {},
) {
  const shared = { ...env, SESSION_SECRET: "a-secret-every-instance-shares-0123456789" };
  const first = await startTestApp(shared, options);
  const second = await startTestApp(shared, {
    ...options,
    sharedDatabaseUrl: first.databaseUrl!,
  });
  return [first, second] as const;
}
