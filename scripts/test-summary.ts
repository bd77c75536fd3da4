/**
 * Prints the counts of the last `npm test` run from vitest's JSON report: per kind of
 * test, then the plain 'N passed, N failed' closing line that CI reads.
 */
import { readFileSync } from "node:fs";

type Report = {
  testResults: { name: string; assertionResults: { status: string }[] }[];
};

const REPORT = ".test-results/vitest.json";

let report: Report;
try {
  report = JSON.parse(readFileSync(REPORT, "utf8"));
} catch {
  console.log(`No test report at ${REPORT}: the tests did not run.`);
  process.exit(1);
}

const kinds = new Map<string, { passed: number; failed: number }>();
for (const file of report.testResults) {
  const kind = file.name.includes("/e2e/")
    ? "e2e (Chromium)"
    : file.name.endsWith(".api.test.ts")
      ? "API (real HTTP, PGlite + PostgreSQL)"
      : file.name.endsWith(".redis.test.ts")
        ? "multi-instance (PostgreSQL + Redis)"
        : "unit";
  const counts = kinds.get(kind) ?? { passed: 0, failed: 0 };
  for (const test of file.assertionResults) {
    if (test.status === "passed") counts.passed++;
    else if (test.status === "failed") counts.failed++;
  }
  kinds.set(kind, counts);
}

let passed = 0;
let failed = 0;
for (const [kind, counts] of kinds) {
  console.log(`${kind}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
