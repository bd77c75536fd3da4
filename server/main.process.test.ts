import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TestClient } from "./test/client.ts";
import { memberForm, TEST_PASSWORD } from "./test/factories.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start`'s server process on the embedded database in dataDir. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe("the server process", () => {
  it("finishes in-flight requests on SIGTERM, exits cleanly, and keeps its data", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const first = await startServer(port);
    // Without SMTP_URL the start-up message says where the emails go instead.
    await expect
      .poll(first.output)
      .toContain(`Email goes to the folder ${path.join(dataDir, "outbox")}.`);
    const form = memberForm();
    // Registration hashes a password, so it is still running when the signal arrives.
    const inFlight = new TestClient(first.url).post("/api/auth/register", form);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const exit = exited(first.child);
    first.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(await exit).toBe(0);

    const second = await startServer(port + 1);
    const signIn = await new TestClient(second.url).post("/api/auth/login", {
      email: form.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const secondExit = exited(second.child);
    second.child.kill("SIGTERM");
    expect(await secondExit).toBe(0);
  }, 60_000);

  it("refuses to start in production without SESSION_SECRET, naming it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, NODE_ENV: "production", SESSION_SECRET: "", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain("SESSION_SECRET is required when NODE_ENV=production");
  }, 30_000);
});
