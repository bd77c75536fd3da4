/**
 * The database limit: the least work any feed page needs, with no HTTP: 20 posts fetched by
 * primary key with their authors and the viewer's like state, through the app's own query,
 * driver and pool, as a named statement like the feed's, by as many workers as the load has
 * connections. Prints one JSON line.
 */
import { desc, sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.ts";
import { rowsOf } from "../server/db/rows.ts";
import { posts } from "../server/db/schema/index.ts";
import { postFromRow, postsReadBy } from "../server/posts/queries.ts";
import { summarise } from "./latency.ts";

const seconds = Number(process.env.LIMIT_SECONDS ?? 10);
const workers = Number(process.env.LIMIT_CONNECTIONS ?? 50);
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "memory://",
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

const latencies: number[] = [];
const until = performance.now() + seconds * 1000;
let next = 0;
await Promise.all(
  Array.from({ length: workers }, async () => {
    while (performance.now() < until) {
      const page = Array.from({ length: 20 }, () => ids[(next++ * 7919) % ids.length]!);
      const started = performance.now();
      (await byIds.execute({ viewerId, ids: page })).map(postFromRow);
      latencies.push(performance.now() - started);
    }
  }),
);
await handle.close();
console.log(JSON.stringify(summarise(latencies, seconds)));
