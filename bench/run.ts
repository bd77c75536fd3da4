/**
 * npm run bench: the API's latency and the server's memory at the demo data size.
 * Starts the real app in-process on embedded PGlite (or a new database on BENCH_DATABASE_URL's
 * PostgreSQL server, dropped afterwards), seeds the
 * demo community, signs in as the demo member and drives each endpoint with autocannon
 * over loopback for a fixed time. Prints p50/p99 latency, throughput and memory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createContext } from "../server/context-factory.ts";
import { DEMO_PASSWORD, seedDemoData } from "../server/db/seed/index.ts";
import { openTestDatabase } from "../server/test/database.ts";
import { raisedRateLimits } from "../server/test/rate-limits.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-bench-"));
// One member drives thousands of requests a second: the per-member ceiling would cut it short.
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, RATE_LIMITS: raisedRateLimits() });
// A throwaway database: embedded, or a fresh one on BENCH_DATABASE_URL's server.
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
}
const database = await openTestDatabase();
const { context, close, databaseKind } = await createContext(config, database);
const seedStart = performance.now();
await seedDemoData(context.db, dataDir);
const seedMs = performance.now() - seedStart;
const app = await buildApp({ context });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "amelia.hughes@atelier.test", password: DEMO_PASSWORD }),
});
const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
const headers = { cookie };

// A deep page: follow the cursor five pages in.
let deepCursor = "";
for (let page = 0; page < 5; page++) {
  const response = await fetch(`${base}/api/posts?cursor=${deepCursor}`, { headers });
  deepCursor = response.headers.get("x-next-cursor") ?? deepCursor;
}

const scenarios: [string, string][] = [
  ["feed, first page", "/api/posts"],
  ["feed, 6th page", `/api/posts?cursor=${deepCursor}`],
  ["current user", "/api/auth/user"],
  ["search 'london'", "/api/search?q=london"],
  ["creator search (typo)", "/api/search/users?q=Ameila%20Hughs"],
  ["suggested members", "/api/users/suggested"],
  ["trending", "/api/trending"],
];

console.log(
  `\nAtelier bench: ${databaseKind}, seed ${seedMs.toFixed(0)} ms, ` +
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`,
);
console.log(
  "scenario".padEnd(22),
  "req/s".padStart(8),
  "p50 ms".padStart(8),
  "p99 ms".padStart(8),
  "errors".padStart(7),
);
for (const [name, url] of scenarios) {
  const result = await autocannon({
    url: `${base}${url}`,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    name.padEnd(22),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(errors).padStart(7),
  );
}
const memory = process.memoryUsage();
console.log(
  `\nmemory after the run: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, ` +
    `heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB\n`,
);
await app.close();
await close();
rmSync(dataDir, { recursive: true, force: true });
