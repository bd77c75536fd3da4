import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.ts";
import { searchCreators } from "../server/search/creators.ts";
import { searchSite } from "../server/search/site-search.ts";
const sent: { query: string; params: unknown[] }[] = [];
const handle = await openDatabase({
  databaseUrl: "postgres://postgres@127.0.0.1:5432/atelier_bench_m",
  dataDir: "memory://",
  logger: { logQuery: (query, params) => sent.push({ query, params }) },
});
const [viewer] = (await handle.db.execute(sql`select id from users where email = 'member2@bench.test'`)).rows as { id: string }[];
const which = process.argv[2];
for (let i = 0; i < 3; i++) {
  sent.length = 0;
  const t = performance.now();
  if (which === "site") await searchSite(handle.db, viewer!.id, "london");
  else await searchCreators(handle.db, viewer!.id, { q: "Ameila Hughs", profession: "all", offset: 0, limit: 20 });
  console.log("ms", (performance.now() - t).toFixed(1));
}
const client = (handle.db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }).$client;
for (const { query, params } of sent) {
  const r = await client.query(`explain (analyze, buffers) ${query}`, params);
  console.log(query.slice(0, 300));
  console.log(r.rows.map((row) => row["QUERY PLAN"]).join("\n"));
}
await handle.close();
