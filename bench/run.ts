/**
 * npm run bench -- --tier S|M [--quick]: the production server on one core, load from the
 * other, as the generated community's members with real sessions (see tiers.ts and data.ts;
 * the community is generated first when its database does not exist). Each scenario: a
 * warm-up, then three runs, the median reported, with the processor time per request the
 * server and (when it runs on this machine) PostgreSQL spent over the runs. In the same run, the two limits any feed is
 * bound by: the framework answering a held feed page on the same core (HTTP), and the least
 * database work a feed page needs through the same driver and pool (database). Then live
 * delivery of messages to thousands of sockets, on one instance and two (live.ts). Prints a
 * table, writes it as JSON to bench/results/<tier>.json, and ends with one line starting `bench:`.
 * `--only <pattern>` runs just the scenarios whose names match (a regular expression, say
 * `--only feed`) with the limits, without live delivery and without writing the results: for
 * measuring one change, while the table in bench/results stays whole.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { rowsOf } from "../server/db/rows.ts";
import { raisedRateLimits } from "../server/test/rate-limits.ts";
import { benchDatabase } from "./database.ts";
import { generateCommunity } from "./generate.ts";
import { median } from "./latency.ts";
import { measureLive } from "./live.ts";
import {
  databaseCpuSeconds,
  freePort,
  hugePagesTaken,
  lineFrom,
  type PinnedProcess,
  pinSelf,
  startPinned,
} from "./server-process.ts";
import { BENCH_BUSINESS_EMAIL, BENCH_MEMBERS, BENCH_PASSWORD, tierFromArguments } from "./tiers.ts";

const SERVER_CORE = 1;
const LOAD_CORE = 0;
const tier = tierFromArguments(process.argv.slice(2));
const quick = tier.name === "quick";
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 20));
const runs = quick ? 1 : 3;
const warmUpSeconds = quick ? 1 : 5;
const onlyFlag = process.argv.indexOf("--only");
const only = onlyFlag === -1 ? null : new RegExp(process.argv[onlyFlag + 1] ?? "", "i");

const BENCH_POST = "Bench post #bench";
const BENCH_MESSAGE = "Bench message";
const target = benchDatabase(tier);
if (!(await target.exists())) {
  console.log(`No ${tier.name} community yet: generating it…`);
  const handle = await target.recreate();
  await generateCommunity(handle.db, tier, () => {});
  await handle.close();
}
// PostgreSQL's processor time is read from its processes when it runs on this machine; PGlite
// runs inside the server, whose own time then includes it.
const databaseHere =
  "DATABASE_URL" in target.env &&
  ["127.0.0.1", "localhost", "[::1]", ""].includes(new URL(target.env.DATABASE_URL).hostname);
await removeBenchWrites();
const sharedBuffers = await databaseCacheSize();
const hugePages = databaseHere ? hugePagesTaken() : null;

pinSelf(LOAD_CORE);
const port = await freePort();
const server = startPinned(
  "server/main.ts",
  [],
  {
    ...target.env,
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO_DATA: "false",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    // One member drives thousands of requests a second: the per-member ceiling would cut it short.
    RATE_LIMITS: raisedRateLimits(),
  },
  SERVER_CORE,
);
await lineFrom(server.child, /Atelier is running/);
const base = `http://127.0.0.1:${port}`;

const cookies = {
  followsNobody: await signIn(BENCH_MEMBERS.followsNobody.email),
  follows50: await signIn(BENCH_MEMBERS.follows50.email),
  follows2000: await signIn(BENCH_MEMBERS.follows2000.email),
};
const business = await signIn(BENCH_BUSINESS_EMAIL);
const mostAsked = await signIn(await mostAskedMemberEmail());
const popular = (
  await getJson<{ id: string }[]>("/api/users/suggested", cookies.followsNobody)
)[0]!;
const [likedPost] = await getJson<{ id: string }[]>("/api/posts?limit=1", cookies.follows50);
// The reader's newest conversation, whose newest page of messages is read as they open it.
const [newestConversation] = await getJson<{ user: { id: string } }[]>(
  "/api/conversations",
  cookies.follows50,
);
// The popular member's most discussed post of their newest: its comments are read a page at a time.
const [mostCommented] = (
  await getJson<{ id: string; commentsCount: number }[]>(
    `/api/posts?userId=${popular.id}&limit=50`,
    cookies.follows50,
  )
).sort((a, b) => b.commentsCount - a.commentsCount);
const recipients = await feedAuthors(cookies.followsNobody, 100);
let nextRecipient = 0;

type Scenario = {
  name: string;
  cookie: string;
  path: string;
  requests?: autocannon.Request[];
  /** Other than the run's connections: one, to time a request without a queue before it. */
  connections?: number;
};
const scenarios: Scenario[] = [];
for (const [who, cookie] of Object.entries(cookies)) {
  scenarios.push({ name: `feed page 1 (${who})`, cookie, path: "/api/posts" });
  scenarios.push({ name: `feed page 50 (${who})`, cookie, path: await feedPage(cookie, 50) });
}
const reader = cookies.follows50;
scenarios.push(
  { name: "a member's posts", cookie: reader, path: `/api/posts?userId=${popular.id}` },
  { name: "profile", cookie: reader, path: `/api/users/${popular.id}` },
  { name: "profile follow counts", cookie: reader, path: `/api/users/${popular.id}/follow-counts` },
  { name: "current member", cookie: reader, path: "/api/auth/user" },
  { name: "creator search (typo)", cookie: reader, path: "/api/search/users?q=Ameila%20Hughs" },
  { name: "site search 'london'", cookie: reader, path: "/api/search?q=london" },
  { name: "suggestions", cookie: cookies.follows2000, path: "/api/users/suggested" },
  { name: "trending", cookie: reader, path: "/api/trending" },
  { name: "jobs", cookie: reader, path: "/api/jobs" },
  // Each AI sentence under load, and then alone: one connection times the engine's own answer.
  ...[
    ["AI search (local engine)", "editorial photographer in London free next week", connections],
    ["AI search (typos, region)", "verified fotographer up north", connections],
    ["AI search, one at a time", "editorial photographer in London free next week", 1],
    ["AI search, one at a time (typos)", "verified fotographer up north", 1],
  ].map(([name, query, at]) => ({
    name: String(name),
    connections: Number(at),
    cookie: reader,
    path: "/api/ai/search-profiles",
    requests: [
      {
        method: "POST" as const,
        path: "/api/ai/search-profiles",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      },
    ],
  })),
  {
    name: "jobs search (text + two filters)",
    cookie: reader,
    path: "/api/jobs?q=photographer&location=London&paidOnly=true",
  },
  { name: "portal figures", cookie: business, path: "/api/business/figures" },
  { name: "portal jobs", cookie: business, path: "/api/business/jobs" },
  { name: "portal applications", cookie: business, path: "/api/business/applications" },
  {
    name: "saved posts",
    cookie: reader,
    path: `/api/users/${(await getJson<{ id: string }>("/api/auth/user", reader)).id}/bookmarks`,
  },
  { name: "saved jobs", cookie: reader, path: "/api/jobs/saved" },
  { name: "follow requests", cookie: mostAsked, path: "/api/follow-requests" },
  { name: "notifications", cookie: reader, path: "/api/notifications" },
  { name: "unread notifications", cookie: reader, path: "/api/notifications/unread-count" },
  { name: "conversations", cookie: reader, path: "/api/conversations" },
  {
    name: "a conversation's messages",
    cookie: reader,
    path: `/api/conversations/${newestConversation!.user.id}`,
  },
  { name: "a post's comments", cookie: reader, path: `/api/posts/${mostCommented!.id}/comments` },
  {
    name: "create post",
    cookie: cookies.followsNobody,
    path: "/api/posts",
    requests: [
      {
        method: "POST",
        path: "/api/posts",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ content: BENCH_POST }),
      },
    ],
  },
  // Every message of one pair moves their one conversation row and their one bell entry: the
  // server stores those arriving together by one statement (messages/send-message.ts) rather
  // than have them queue on those rows. Messages to many members, as a chatty member sends
  // them, touch different rows.
  sendingMessages("send message (one pair)", () => popular.id),
  sendingMessages(
    `send message (to ${recipients.length} members)`,
    () => recipients[nextRecipient++ % recipients.length]!,
  ),
  {
    name: "like / unlike",
    cookie: cookies.followsNobody,
    path: `/api/posts/${likedPost!.id}/like`,
    requests: [
      { method: "POST", path: `/api/posts/${likedPost!.id}/like` },
      { method: "DELETE", path: `/api/posts/${likedPost!.id}/like` },
    ],
  },
);

type Row = {
  scenario: string;
  p50: number;
  p99: number;
  perSecond: number;
  errors: number;
  rssMiB: number;
  /** Processor time per request, in ms: the server's, and PostgreSQL's when it runs here. */
  serverCpuMs: number;
  databaseCpuMs: number | null;
  /** Time per request the server's threads waited, ready, for their core, in ms. */
  serverWaitedMs: number;
};
const rows: Row[] = [];
console.log(
  `\nAtelier bench, tier ${tier.name} on ${target.kind} (shared_buffers ${sharedBuffers}${hugePages === null ? "" : `, huge pages taken ${hugePages} MiB`}): ${connections} connections, ${runs} × ${seconds} s\n`,
);
for (const scenario of scenarios.filter(({ name }) => only?.test(name) ?? true)) {
  const row = await measure(
    scenario.name,
    `${base}${scenario.path}`,
    scenario.cookie,
    server,
    scenario.requests,
    scenario.connections,
  );
  rows.push({ ...row, rssMiB: server.memory().rss });
  print(rows.at(-1)!);
}
const peakMiB = server.memory().peak;
const feedBody = await (await fetch(`${base}/api/posts`, { headers: { cookie: reader } })).text();
await server.stop();
// The limits read the community as the scenarios found it, without this run's posts on top.
await removeBenchWrites();

// The limits, on the same core the server used.
const httpLimit = await measureHttpLimit(feedBody);
const databaseLimit = await measureDatabaseLimit();
const limit = Math.min(httpLimit.perSecond, databaseLimit.perSecond);
console.log(
  `\nlimits: HTTP ${httpLimit.perSecond.toFixed(0)} req/s (p99 ${httpLimit.p99.toFixed(1)} ms), ` +
    `database ${databaseLimit.perSecond.toFixed(0)} pages/s (p99 ${databaseLimit.p99.toFixed(1)} ms); ` +
    `HTTP limit cpu ${httpLimit.serverCpuMs.toFixed(3)} ms a request ` +
    `(waited ${httpLimit.serverWaitedMs.toFixed(3)} ms); ` +
    `server peak RSS ${peakMiB.toFixed(0)} MiB`,
);

if (only) {
  for (const row of rows)
    print({ ...row, scenario: `${row.scenario} (${(row.perSecond / limit).toFixed(2)})` });
  process.exit(0);
}

// Live delivery: as many sockets as the community has members, up to 10,000.
const socketCounts = [1_000, 5_000, 10_000].filter((count) => count <= tier.members);
const redisUrl = process.env.BENCH_REDIS_URL;
console.log(
  `\nlive delivery at ${socketCounts.join(", ")} sockets, ${redisUrl ? "one and two instances" : "one instance (set BENCH_REDIS_URL for two)"}`,
);
const live = await measureLive(target, {
  socketCounts,
  seconds,
  serverCore: SERVER_CORE,
  ...(redisUrl ? { redisUrl } : {}),
});
for (const row of live) {
  console.log(
    row.scenario.padEnd(44),
    `p50 ${row.p50.toFixed(1).padStart(7)} ms`,
    `p99 ${row.p99.toFixed(1).padStart(7)} ms`,
    `delivered ${row.delivered}/${row.sent} (${row.refused} refused)`,
    row.kibPerSocket === null || row.idleRssMiB === null
      ? ""
      : `${row.kibPerSocket.toFixed(1)} KiB per idle socket, RSS ${row.idleRssMiB.toFixed(0)} MiB`,
  );
}

const results = rows.map((row) => ({ ...row, ratioToLimit: row.perSecond / limit }));
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  `bench/results/${tier.name}.json`,
  `${JSON.stringify({ tier, database: target.kind, sharedBuffers, hugePagesMiB: hugePages, connections, seconds, runs, httpLimit, databaseLimit, peakMiB, results, live, at: new Date().toISOString() }, null, 2)}\n`,
);
const feed = results.filter((row) => row.scenario.startsWith("feed page 1"));
console.log(
  `bench: tier ${tier.name} ${target.kind}, feed page 1 p99 ${Math.max(...feed.map((r) => r.p99)).toFixed(0)} ms, ` +
    `${Math.min(...feed.map((r) => r.perSecond)).toFixed(0)} req/s (${Math.min(...feed.map((r) => r.ratioToLimit)).toFixed(2)} of the limit), ` +
    `errors ${results.reduce((sum, r) => sum + r.errors, 0)}, peak RSS ${peakMiB.toFixed(0)} MiB`,
);

/**
 * Removes what the write scenarios wrote (here or in an earlier run): their posts would crowd the
 * newest ones every read sees. Deleted rows stay in the indexes until a vacuum, and tens of
 * thousands at the newest end of the posts indexes slow every feed read that walks them; the
 * index cleanup is asked for because a vacuum skips it when the dead rows sit on under 2% of a
 * table's pages, as one run's posts do. Likes, conversations and notifications are churned too.
 */
async function removeBenchWrites() {
  const cleanup = await target.open();
  await cleanup.db.execute(sql`delete from posts where content = ${BENCH_POST}`);
  await cleanup.db.execute(sql`delete from messages where content = ${BENCH_MESSAGE}`);
  await cleanup.db.execute(
    sql`vacuum (index_cleanup on, analyze) posts, messages, post_likes, conversations, notifications`,
  );
  await cleanup.close();
}

/** The followers-only member the most requests wait on: their list is the longest to page. */
async function mostAskedMemberEmail(): Promise<string> {
  const handle = await target.open();
  const [row] = rowsOf<{ email: string }>(
    await handle.db.execute(sql`select email from users where id = (select target_id
      from follow_requests group by target_id order by count(*) desc limit 1)`),
  );
  await handle.close();
  if (!row) throw new Error("the community has no follow requests: generate it again");
  return row.email;
}

/**
 * PostgreSQL's own cache, recorded with the results: what a run reads stays in memory only as
 * far as this holds it when the machine keeps its page cache small.
 */
async function databaseCacheSize(): Promise<string> {
  const handle = await target.open();
  const [row] = rowsOf<{ shared_buffers: string }>(
    await handle.db.execute(sql`show shared_buffers`),
  );
  await handle.close();
  return row?.shared_buffers ?? "unknown";
}

/**
 * A scenario's median run of `runs`, after a warm-up, with the processor time the server
 * and PostgreSQL spent per request over all the runs: what a request costs, which compares
 * across machines better than what a busy machine serves in a second; and how long per request
 * the server waited for its core, which says how much of a request's time was the machine's
 * other work rather than its own.
 */
async function measure(
  name: string,
  url: string,
  cookie: string,
  serverProcess: Pick<PinnedProcess, "cpuSeconds" | "waitedSeconds">,
  requests?: autocannon.Request[],
  at = connections,
) {
  const options = { url, connections: at, headers: { cookie }, requests };
  await autocannon({ ...options, duration: warmUpSeconds });
  const serverBefore = serverProcess.cpuSeconds();
  const waitedBefore = serverProcess.waitedSeconds();
  const databaseBefore = databaseHere ? databaseCpuSeconds() : undefined;
  const results: autocannon.Result[] = [];
  for (let run = 0; run < runs; run++)
    results.push(await autocannon({ ...options, duration: seconds }));
  const databaseAfter = databaseHere ? databaseCpuSeconds() : undefined;
  const served = results.reduce((sum, r) => sum + r.requests.total, 0);
  const perRequest = (cpuSeconds: number) => (1000 * cpuSeconds) / Math.max(1, served);
  const middle = results.sort((a, b) => a.requests.average - b.requests.average)[
    Math.floor(runs / 2)
  ]!;
  return {
    scenario: name,
    p50: middle.latency.p50,
    p99: middle.latency.p99,
    perSecond: median(results.map((r) => r.requests.average)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    serverCpuMs: perRequest(serverProcess.cpuSeconds() - serverBefore),
    serverWaitedMs: perRequest(serverProcess.waitedSeconds() - waitedBefore),
    databaseCpuMs:
      databaseBefore === undefined || databaseAfter === undefined
        ? null
        : perRequest(databaseAfter - databaseBefore),
  };
}

async function measureHttpLimit(body: string) {
  const limitServer = startPinned("bench/limit-http.ts", [], { LIMIT_BODY: body }, SERVER_CORE);
  const [, limitPort] = await lineFrom(limitServer.child, /listening (\d+)/);
  const row = await measure("HTTP limit", `http://127.0.0.1:${limitPort}/limit`, "", limitServer);
  await limitServer.stop();
  return row;
}

async function measureDatabaseLimit(): Promise<{ p50: number; p99: number; perSecond: number }> {
  const probe = startPinned(
    "bench/limit-database.ts",
    [],
    {
      ...target.env,
      LIMIT_SECONDS: String(seconds),
      LIMIT_WARM_UP_SECONDS: String(warmUpSeconds),
      LIMIT_CONNECTIONS: String(connections),
    },
    SERVER_CORE,
  );
  const [line] = await lineFrom(probe.child, /\{.*\}/);
  await probe.stop();
  return JSON.parse(line);
}

function print(row: Row) {
  console.log(
    row.scenario.padEnd(30),
    `p50 ${row.p50.toFixed(1).padStart(7)} ms`,
    `p99 ${row.p99.toFixed(1).padStart(7)} ms`,
    `${row.perSecond.toFixed(0).padStart(7)} req/s`,
    `errors ${String(row.errors).padStart(5)}`,
    `rss ${row.rssMiB.toFixed(0).padStart(4)} MiB`,
    `cpu ${row.serverCpuMs.toFixed(3)} ms`,
    row.databaseCpuMs === null ? "" : `database ${row.databaseCpuMs.toFixed(3)} ms`,
    `waited ${row.serverWaitedMs.toFixed(3)} ms`,
  );
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
}

async function getJson<T>(path: string, cookie: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Messages from the member following nobody, each to the member `receiver` names then. */
function sendingMessages(name: string, receiver: () => string): Scenario {
  return {
    name,
    cookie: cookies.followsNobody,
    path: "/api/messages",
    requests: [
      {
        method: "POST",
        path: "/api/messages",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ receiverId: receiver(), content: BENCH_MESSAGE }),
        }),
      },
    ],
  };
}

/** Up to `count` other members whose posts the member's feed shows, read page by page. */
async function feedAuthors(cookie: string, count: number): Promise<string[]> {
  const self = (await getJson<{ id: string }>("/api/auth/user", cookie)).id;
  const authors = new Set<string>();
  let path = "/api/posts?limit=50";
  for (let page = 0; page < 20 && authors.size < count; page++) {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const posts = (await response.json()) as { user: { id: string } }[];
    for (const post of posts) if (post.user.id !== self) authors.add(post.user.id);
    const cursor = response.headers.get("x-next-cursor");
    if (!cursor) break;
    path = `/api/posts?limit=50&cursor=${cursor}`;
  }
  return [...authors].slice(0, count);
}

/** The path of the feed's nth page, found by following the cursor as a client does. */
async function feedPage(cookie: string, page: number): Promise<string> {
  let path = "/api/posts";
  for (let n = 1; n < page; n++) {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const cursor = response.headers.get("x-next-cursor");
    if (!cursor) break;
    path = `/api/posts?cursor=${cursor}`;
  }
  return path;
}
