import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { openDatabase } from "../db/client.ts";
import { openTestDatabase } from "./database.ts";
import { closeWhenFileEnds } from "./file-cleanup.ts";
import { raisedRateLimits } from "./rate-limits.ts";

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * A real server on a random loopback port with its own database and data folder,
 * closed after the test file. `env` overrides the environment the config reads (rate limits are
 * out of reach unless it sets RATE_LIMITS); `webRoot` serves a built web app as production
 * does; `now` is the clock the rate limits read.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { webRoot?: string; sharedDatabaseUrl?: string; now?: () => number } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DEMO_MODE: "1",
    RATE_LIMITS: raisedRateLimits(),
    // A file's tests are over when it closes its app: a connection a test left open need not
    // be waited for as long as production waits.
    SHUTDOWN_GRACE_MS: "500",
    ...env,
  });
  // A second instance joins another's PostgreSQL database instead of getting its own.
  const database = options.sharedDatabaseUrl
    ? await openDatabase({ databaseUrl: options.sharedDatabaseUrl, dataDir: "memory://" })
    : await openTestDatabase();
  const { context, close: closeContext } = await createContext(config, database, options.now);
  const app = await buildApp({ context, webRoot: options.webRoot });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server has no port");
  // Once only, whether a test closes the app itself or the file's end does.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await app.close();
      await closeContext();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return closing;
  };
  // The last app started closes first: a second instance before the one whose database it shares.
  closeWhenFileEnds(close);
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    context,
    config,
    dataDir,
    databaseUrl: database.url,
    close,
  };
}
