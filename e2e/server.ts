import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPostgresTestDatabase } from "../server/test/postgres-database.ts";
import { raisedRateLimits } from "../server/test/rate-limits.ts";

/** The password that unlocks the admin panel of every server the browser tests start. */
export const E2E_ADMIN_PASSWORD = "e2e admin panel password";

export type E2eServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/** What a browser-test server runs on: embedded PGlite in its data folder, or PostgreSQL. */
export type E2eDatabase = "pglite" | "postgres";

/**
 * The database the servers of a test project run on: the e2e-postgres project sets
 * E2E_DB=postgres in its environment (see vitest.config.ts), every other runs on PGlite.
 */
export function e2eDatabaseOf(env: Record<string, string | undefined>): E2eDatabase {
  return env.E2E_DB === "postgres" ? "postgres" : "pglite";
}

/**
 * Starts the real server as `npm start` does (built web app, demo data, demo mode) on a free
 * port with its own data folder, and waits until it answers. With `database: "postgres"` it runs
 * on a new database on TEST_DATABASE_URL, dropped when the server stops or fails to start.
 */
export async function startE2eServer(options: { database?: E2eDatabase } = {}): Promise<E2eServer> {
  const port = await freePort();
  const postgres =
    options.database === "postgres" ? await createPostgresTestDatabase("atelier_e2e") : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(postgres && { DATABASE_URL: postgres.url }),
      DEMO_MODE: "1",
      PUBLIC_URL: baseUrl,
      // The browser tests make many members from one address; the limits have API tests.
      RATE_LIMITS: raisedRateLimits(),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop(server, "SIGKILL");
    await cleanUp();
    throw new Error(`The e2e server did not start: ${String(error)}\n${output.join("")}`);
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      await stop(server, "SIGTERM");
      await cleanUp();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("timed out waiting for /api/health");
}

function stop(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill(signal);
  });
}
