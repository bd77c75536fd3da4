import type { TestProject } from "vitest/node";
import { E2E_ADMIN_PASSWORD, startE2eServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its outbox folder holds every email it sent. */
    dataDir: string;
    /** The password that unlocks the admin panel of this server. */
    adminPassword: string;
  }
}

/**
 * One server that the browser test files share, each making its own members; a file that
 * changes what every member sees (the admin's site switches) starts its own (see browser.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startE2eServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);
  return server.stop;
}
