/**
 * Prints the counts of the last `npm test` run from vitest's JSON report: per kind of
 * test, then the plain 'N passed, N failed' closing line that CI reads.
 */
import { readFileSync } from "node:fs";

type Report = {
  testResults: {
    name: string;
    assertionResults: { status: string; meta?: { database?: string } }[];
  }[];
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
  for (const test of file.assertionResults) {
    // The admin browser files run twice, the second time on PostgreSQL (browser.ts marks those
    // tests): the report names the file alike both times, so the mark tells them apart.
    const testKind =
      test.meta?.database === "postgres" ? "e2e on PostgreSQL (Chromium, admin panel)" : kind;
    const counts = kinds.get(testKind) ?? { passed: 0, failed: 0 };
    if (test.status === "passed") counts.passed++;
    else if (test.status === "failed") counts.failed++;
    kinds.set(testKind, counts);
  }
}

let passed = 0;
let failed = 0;
for (const [kind, counts] of kinds) {
  console.log(`${kind}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
