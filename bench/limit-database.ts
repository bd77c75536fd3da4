/**
 * The database limit: the least work any feed page needs, with no HTTP: 20 posts fetched by
 * primary key with their authors and the viewer's like state, through the app's own query,
 * driver and pool, as a named statement like the feed's, by as many workers as the load has
 * connections, after an untimed warm-up as long as the scenarios' (the pages it reads are then
 * in memory, as theirs are). Prints one JSON line.
 */
import { desc, sql } from "drizzle-orm";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { rowsOf } from "../server/db/rows.ts";
import { posts } from "../server/db/schema/index.ts";
import { postsReadBy, presentPost } from "../server/posts/queries.ts";
import { summarise } from "./latency.ts";

const seconds = Number(process.env.LIMIT_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.LIMIT_WARM_UP_SECONDS ?? 0);
const workers = Number(process.env.LIMIT_CONNECTIONS ?? 50);
// The server's pool, from the same settings, but patient for a connection: a page read while
// the database is still cold may take seconds, and the probe would otherwise end there.
const { databasePool } = loadConfig();
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "memory://",
  databasePool: { ...databasePool, waitMs: 60_000 },
});
const ids = rowsOf<{ id: string }>(
  await handle.db.execute(sql`select id from posts order by created_at desc limit 20000`),
).map((row) => row.id);
const viewerId = rowsOf<{ id: string }>(
  await handle.db.execute(sql`select id from users limit 1`),
)[0]!.id;

const byIds = postsReadBy(handle.db, sql.placeholder("viewerId"))
  .where(sql`${posts.id} = any(${sql.placeholder("ids")}::uuid[])`)
  .orderBy(desc(posts.createdAt), desc(posts.id))
  .prepare("limit_page");

let next = 0;
/** Every worker reads pages for the given time; the latencies of each page go to `record`. */
async function readPages(forSeconds: number, record: (ms: number) => void) {
  const until = performance.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const page = Array.from({ length: 20 }, () => ids[(next++ * 7919) % ids.length]!);
        const started = performance.now();
        (await byIds.execute({ viewerId, ids: page })).map(presentPost);
        record(performance.now() - started);
      }
    }),
  );
}

await readPages(warmUpSeconds, () => {});
const latencies: number[] = [];
await readPages(seconds, (ms) => latencies.push(ms));
await handle.close();
console.log(JSON.stringify(summarise(latencies, seconds)));
