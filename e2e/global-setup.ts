import type { TestProject } from "vitest/node";
import { E2E_ADMIN_PASSWORD, e2eDatabaseOf, startE2eServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared server's address (none in e2e-postgres, whose files each start their own). */
    baseUrl: string;
    /** The shared server's DATA_DIR: its outbox folder holds every email it sent. */
    dataDir: string;
    /** The password that unlocks the admin panel of this server. */
    adminPassword: string;
  }
}

/**
 * One server that the browser test files share, each making its own members; a file that
 * changes what every member sees (the admin's site switches) starts its own (see browser.ts).
 * The e2e-postgres project gets no shared server: Vitest runs every project's global setup
 * before any test, one after another, so starting one here would hold up the whole run, while
 * its files start their own beside the other tests.
 */
export default async function setup(project: TestProject) {
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);
  // A project that sets no environment has none here, whatever the type says.
  if (e2eDatabaseOf(project.config.env ?? {}) === "postgres") return;
  const server = await startE2eServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return server.stop;
}
