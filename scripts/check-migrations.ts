/**
 * Fails when the Drizzle schema has changed without a migration: drizzle-kit generates
 * into a scratch copy of the migrations folder and must find nothing to add.
 */
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

// drizzle-kit wants a relative --out path.
const scratch = ".migrations-check";
rmSync(scratch, { recursive: true, force: true });
try {
  cpSync("server/db/migrations", scratch, { recursive: true });
  const output = execFileSync(
    "npx",
    [
      "drizzle-kit",
      "generate",
      "--dialect=postgresql",
      "--schema=./server/db/schema/index.ts",
      "--casing=snake_case",
      `--out=./${scratch}`,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  // drizzle-kit exits 0 even on its own errors, so the answer is read from what it says.
  if (!output.includes("No schema changes")) {
    console.error(
      `${output}\nThe schema changed without a migration: run \`npm run db:generate\` and commit it.`,
    );
    process.exitCode = 1;
  } else {
    console.log("Migrations are up to date with the schema.");
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
