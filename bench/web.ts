/**
 * npm run bench:web [-- --runs N]: Lighthouse's mobile preset (a mid-range phone on a slow 4G
 * link, simulated) against the production server with the demo community, signed in as the
 * demo member: the feed, another member's profile and the jobs board, plus the sign-in screen
 * a visitor sees first. Each page is measured N times (3 by default) and every figure is the
 * median. Prints a table against the targets, writes bench/results/web.json, and ends with one
 * line starting `bench:web`.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS } from "../e2e/chromium.ts";
import { DEMO_PASSWORD } from "../server/db/seed/index.ts";
import { median } from "./latency.ts";
import { freePort, lineFrom, startPinned } from "./server-process.ts";

const DEMO_MEMBER = "amelia.hughes@atelier.test";
const TARGETS = { score: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200 };

const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number from 1");

// The web app the server serves is the one built from the sources as they are now.
const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) throw new Error("vite build failed");

const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-bench-web-"));
const port = await freePort();
// As `npm start` runs it (demo community seeded on first start), on the second core.
const server = startPinned(
  "server/main.ts",
  [],
  { HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  1,
);

type PageFigures = { page: string; score: number; lcpMs: number; cls: number; tbtMs: number };
const results: PageFigures[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless", ...CHROMIUM_ARGS],
  });
  await lineFrom(server.child, /Atelier is running/);
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signIn(base);
  // Signed out first: the browser's own cookie jar then holds nothing a signed-in page set.
  const pages = [
    { page: "sign-in screen (signed out)", path: "/", cookie: undefined },
    { page: "feed", path: "/", cookie },
    { page: "profile", path: `/profile/${await anotherMember(base, cookie)}`, cookie },
    { page: "jobs", path: "/opportunities", cookie },
  ];
  for (const { page, path: pagePath, cookie: pageCookie } of pages) {
    const measured: Omit<PageFigures, "page">[] = [];
    for (let run = 0; run < runs; run++) {
      measured.push(await measure(`${base}${pagePath}`, chrome.port, pageCookie));
    }
    const middle = (pick: (figures: Omit<PageFigures, "page">) => number) =>
      median(measured.map(pick));
    results.push({
      page,
      score: middle((m) => m.score),
      lcpMs: middle((m) => m.lcpMs),
      cls: middle((m) => m.cls),
      tbtMs: middle((m) => m.tbtMs),
    });
  }
} finally {
  chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const verdicts = results.map((result) => ({
  ...result,
  pass: {
    score: result.score >= TARGETS.score,
    lcp: result.lcpMs <= TARGETS.lcpMs,
    cls: result.cls <= TARGETS.cls,
    tbt: result.tbtMs <= TARGETS.tbtMs,
  },
}));
const mark = (pass: boolean) => (pass ? "pass" : "FAIL");
console.log(`\nLighthouse mobile preset, median of ${runs} run(s) per page`);
console.log(
  `| page | score (≥ ${TARGETS.score}) | LCP (≤ ${TARGETS.lcpMs / 1000} s) | CLS (≤ ${TARGETS.cls}) | TBT (≤ ${TARGETS.tbtMs} ms) |`,
);
console.log("|---|---|---|---|---|");
for (const { page, score, lcpMs, cls, tbtMs, pass } of verdicts) {
  console.log(
    `| ${page} | ${score} ${mark(pass.score)} | ${(lcpMs / 1000).toFixed(2)} s ${mark(pass.lcp)} | ${cls.toFixed(3)} ${mark(pass.cls)} | ${Math.round(tbtMs)} ms ${mark(pass.tbt)} |`,
  );
}

const load = loadavg()[0]!.toFixed(1);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/web.json",
  `${JSON.stringify({ runs, loadAverage: Number(load), targets: TARGETS, pages: verdicts }, null, 2)}\n`,
);
const failures = verdicts.flatMap(({ page, pass }) =>
  Object.entries(pass)
    .filter(([, ok]) => !ok)
    .map(([metric]) => `${page} ${metric}`),
);
console.log(
  `bench:web ${verdicts.length} pages, ${runs} run(s) each, load average ${load}: ${
    failures.length ? `missed ${failures.join(", ")}` : "every target met"
  }`,
);

/** The demo member's session cookie, from the sign-in endpoint the web app uses. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_MEMBER, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${DEMO_MEMBER} could not sign in: ${response.status}`);
  const session = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!session) throw new Error("The sign-in answer set no cookie");
  return session;
}

/** A member the demo member might visit: the first one suggested to them. */
async function anotherMember(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/api/users/suggested`, { headers: { cookie } });
  const [member] = (await response.json()) as { id: string }[];
  if (!member) throw new Error("No member is suggested to the demo member");
  return member.id;
}

/**
 * One Lighthouse run of the performance category with its default (mobile) settings. On a busy
 * machine Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run
 * is made again, up to three times, and said so.
 */
async function measure(url: string, chromePort: number, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      onlyCategories: ["performance"],
      logLevel: "error",
      // The session travels on every request the page makes, as the browser's cookie would.
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      const problem = `Lighthouse could not measure ${url}: ${runtimeError.message}`;
      if (attempt === 3) throw new Error(problem);
      console.log(`${problem}; measuring again`);
      continue;
    }
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: value("largest-contentful-paint"),
      cls: value("cumulative-layout-shift"),
      tbtMs: value("total-blocking-time"),
    };
  }
}
