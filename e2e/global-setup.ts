import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { raisedRateLimits } from "../server/test/rate-limits.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its outbox folder holds every email it sent. */
    dataDir: string;
    /** The password that unlocks the admin panel of this server. */
    adminPassword: string;
  }
}

const ADMIN_PASSWORD = "e2e admin panel password";

/**
 * Starts the real server, as `npm start` does (built web app, demo data, demo mode),
 * on a free port with its own data folder; every e2e file drives this one server.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_MODE: "1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The browser tests make many members from one address; the limits have API tests.
      RATE_LIMITS: raisedRateLimits(),
      ADMIN_PASSWORD,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    server.kill("SIGKILL");
    throw new Error(`The e2e server did not start: ${String(error)}\n${output.join("")}`);
  }
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  project.provide("adminPassword", ADMIN_PASSWORD);
  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
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

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}
