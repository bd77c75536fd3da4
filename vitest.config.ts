import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
  "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
};

const apiTests = ["server/**/*.api.test.ts"];
/**
 * Compiles zod's schemas as the server's entry does (before any schema is made), and closes
 * the servers, databases and inboxes each file opened, when the file ends.
 */
const setupFiles = ["server/zod-compile.ts", "server/test/file-cleanup.setup.ts"];
/**
 * A worker keeps its modules from one file to the next instead of importing the server afresh
 * for each (about 1.8 s of a 2-core machine per file). Each file still starts its own server on
 * its own database, so what the tests share is only code; nothing a file leaves in module state
 * may matter to the next (the fake clock is put back after each test that sets it).
 */
const sharedModules = { isolate: false };
/**
 * The contract fuzz test sends 100 requests to every route: once per run is what it is for, so
 * with PostgreSQL present it runs there only (the database production uses), else on PGlite.
 */
const onceOnly = process.env.TEST_DATABASE_URL ? ["server/http/contract-fuzz.api.test.ts"] : [];

/**
 * A page read by expect.poll may still be loading when the machine is busy running files side by
 * side; Vitest's one second turned a profile's loading "–" into a failure, so browser files poll
 * as long as Playwright's own waits would.
 */
const browserExpect = { poll: { timeout: 15_000 } };

/** What every project of browser tests against demo servers shares: e2e and e2e-postgres. */
const browserProject = {
  globalSetup: ["e2e/global-setup.ts"],
  expect: browserExpect,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * Every admin action clicked through the panel, run a second time on the database production
 * runs: an admin's actions change many members' rows at once (suspending, deleting a member,
 * bulk deletes). Each file here starts a server of its own, about 10 s of CPU, so the other
 * browser files stay on PGlite; their routes run on PostgreSQL in the API tests.
 */
const adminBrowserTests = ["e2e/admin.e2e.ts", "e2e/admin-trust.e2e.ts"];

/**
 * unit: pure functions and schemas. api-pglite: the API over real HTTP on embedded PGlite.
 * api-postgres: the same files on a real PostgreSQL when TEST_DATABASE_URL is set, and the
 * query-plan checks (*.postgres.test.ts).
 * multi-instance: two servers on one PostgreSQL database talking through Redis, when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both), with a chat in two browsers.
 * e2e: headless Chromium against a real server that the files share, beside the other files.
 * e2e-postgres: the admin panel's browser files again, each on its own server on a new
 * PostgreSQL database, when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle, which on a 2-core machine runs every file in turn;
    // the API files mostly wait on their databases, so two at once fill both cores.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          ...sharedModules,
          include: [
            "contract/**/*.test.ts",
            "server/**/*.unit.test.ts",
            "server/**/*.process.test.ts",
            "web/src/**/*.test.ts",
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-pglite",
          include: apiTests,
          setupFiles,
          ...sharedModules,
          exclude: onceOnly,
          env: { TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: "api-postgres",
                setupFiles,
                ...sharedModules,
                // Query plans are checked where production runs: on PostgreSQL, at a size
                // where its planner already chooses as it will at 100,000 members.
                include: [...apiTests, "server/**/*.postgres.test.ts"],
                env: { TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: "multi-instance",
                setupFiles,
                include: ["server/**/*.redis.test.ts", "e2e/**/*.redis.e2e.ts"],
                env: { TEST_DB: "postgres" },
                expect: browserExpect,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          // Browser tests across two instances need PostgreSQL and Redis: multi-instance runs them.
          exclude: ["e2e/**/*.redis.e2e.ts"],
          ...browserProject,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: "e2e-postgres",
                include: adminBrowserTests,
                env: { E2E_DB: "postgres" },
                ...browserProject,
              },
            },
          ]
        : []),
    ],
  },
});
