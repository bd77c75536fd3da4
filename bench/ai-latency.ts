/**
 * npm run bench:ai [-- --quick | --tier S|M]: the AI assistant's local engine, timed one search
 * at a time in this process (reading the sentence, the database's candidates, ranking and the
 * answer), so the figure is the engine's own cost, not queueing behind other requests. Without
 * a tier it runs on the evaluation community (demo size); with one, on that generated benchmark
 * community (npm run bench:data makes it).
 */
import { eq } from "drizzle-orm";
import { searchLocally } from "../server/ai/search-profiles.ts";
import { openDatabase } from "../server/db/client.ts";
import { users } from "../server/db/schema/index.ts";
import {
  ASKER_KEY,
  EVAL_NOW,
  generateEvalCommunity,
  insertEvalCommunity,
} from "./ai-eval/community.ts";
import { AI_BENCH_SENTENCES } from "./ai-sentences.ts";
import { benchDatabase } from "./database.ts";
import { summarise } from "./latency.ts";
import { BENCH_MEMBERS, tierFromArguments } from "./tiers.ts";

const ROUNDS = 10;

const args = process.argv.slice(2);
const onTier = args.includes("--quick") || args.includes("--tier");
let handle: Awaited<ReturnType<typeof openDatabase>>;
let askerId: string;
let label: string;
if (onTier) {
  const tier = tierFromArguments(args);
  const target = benchDatabase(tier);
  if (!(await target.exists())) {
    throw new Error(
      `No ${tier.name} community: run npm run bench:data -- --tier ${tier.name} first.`,
    );
  }
  handle = await target.open();
  const [asker] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, BENCH_MEMBERS.follows50.email));
  askerId = asker!.id;
  label = `tier ${tier.name} (${tier.members.toLocaleString("en-GB")} members) on ${target.kind}`;
} else {
  handle = await openDatabase({ dataDir: "memory://" });
  const members = generateEvalCommunity();
  const ids = await insertEvalCommunity(handle.db, members);
  askerId = ids.get(ASKER_KEY)!;
  label = `the evaluation community (${members.length} members) on pglite`;
}
// A tier's calendar days lie around the day it was generated; the evaluation's around its own.
const now = onTier ? Date.now() : EVAL_NOW;

for (const query of AI_BENCH_SENTENCES) await searchLocally(handle.db, askerId, query, now);
const byQuery = new Map<string, number[]>(AI_BENCH_SENTENCES.map((query) => [query, []]));
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const query of AI_BENCH_SENTENCES) {
    const start = performance.now();
    await searchLocally(handle.db, askerId, query, now);
    byQuery.get(query)!.push(performance.now() - start);
  }
}
const latencies = [...byQuery.values()].flat();
const { p50, p99 } = summarise(latencies, (performance.now() - started) / 1000);
await handle.close();
// Which sentence is slow tells which candidate query to look at.
for (const [query, times] of byQuery) {
  const one = summarise(times, 1);
  console.log(
    `  ${query.padEnd(52)} p50 ${one.p50.toFixed(1).padStart(7)} ms, max ${Math.max(...times)
      .toFixed(1)
      .padStart(7)} ms`,
  );
}
console.log(
  `bench:ai ${label}: ${latencies.length} searches, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
);
