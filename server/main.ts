import "./zod-compile.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createContext } from "./context-factory.ts";
import { DEMO_PASSWORD, seedDemoData } from "./db/seed/index.ts";
import { DEMO_BUSINESS_EMAIL } from "./db/seed/people.ts";

/*
 * After each full collection V8 lets the heap grow to up to four times what survived before it
 * collects again. Under a feed load that carried a server from 175 MiB idle to 285-338 MiB, most
 * of it garbage awaiting the next full collection; growing to at most twice kept it at 251-253
 * MiB for the same requests a second (M tier, 50 connections, one core). The price is more
 * frequent full collections, which the requests queued behind one wait out: the p99 moved by
 * -4 to +38 ms. Growing by half gave 238-241 MiB, and the p99 +2 to +58 ms.
 */
v8.setFlagsFromString("--heap-growing-percent=100");

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist", "web");

async function main() {
  const config = loadConfig();
  const { context, close, databaseKind } = await createContext(config);
  const app = await buildApp({ context, webRoot, logger: true });

  if (config.seedDemoData) {
    const seeded = await seedDemoData(context.db, config.dataDir);
    if (seeded) console.log(`Seeded demo data: ${seeded.members} members, ${seeded.posts} posts`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    await app.close();
    await close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const where = databaseKind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL";
  console.log(`\nAtelier is running at http://localhost:${config.port} (${where})`);
  console.log(`Email goes to ${context.mailer.destination}.`);
  if (config.seedDemoData) {
    console.log(`Demo sign-in: amelia.hughes@atelier.test / ${DEMO_PASSWORD}`);
    console.log(
      "Every demo member uses that password; admin@atelier.test also shows the admin link.",
    );
    console.log(`The demo business's portal: ${DEMO_BUSINESS_EMAIL} / ${DEMO_PASSWORD}`);
  }
  if (config.admin.generated) {
    console.log(
      `Admin panel password for this run (set ADMIN_PASSWORD to choose one): ${config.admin.password}`,
    );
  } else if (!config.admin.password) {
    console.log("The admin panel stays locked: ADMIN_PASSWORD is not set.");
  }
  if (config.demoMode) {
    console.log("Demo mode is on: signing in with a new email creates an account.\n");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
