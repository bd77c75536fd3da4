import type { Logger } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/sessions.ts";
import { selectJobs } from "../jobs/queries.ts";
import { feedPage } from "../posts/feed.ts";
import { openTestDatabase } from "../test/database.ts";
import type { Database, DatabaseHandle } from "./client.ts";
import { users } from "./schema/index.ts";

/**
 * The hot reads must be served by indexes, not by reading a whole large table: with a few
 * thousand rows and fresh statistics, the planner already shows which path a query takes at
 * 100,000 members. Every statement the app sends while answering is explained.
 */
const LARGE_TABLES = new Set(["posts", "users", "follows", "post_likes", "comments", "jobs"]);

type Statement = { query: string; params: unknown[] };
const sent: Statement[] = [];
const recorder: Logger = { logQuery: (query, params) => sent.push({ query, params }) };

let handle: DatabaseHandle;
let db: Database;
let viewer: SessionUser;

beforeAll(async () => {
  handle = await openTestDatabase(recorder);
  db = handle.db;
  // A community in bulk: 2,000 members, 8,000 posts with two likes each, each member following
  // 20 others, 3,000 jobs.
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name)
    select 'member' || n || '@plans.test', 'not-a-real-hash', 'Member', 'No ' || n
    from generate_series(1, 2000) as n`);
  await db.execute(sql`
    insert into posts (user_id, content, created_at)
    select u.id, 'Post ' || n, now() - make_interval(mins => n)
    from generate_series(1, 8000) as n
    join (select id, row_number() over (order by email) as k from users) as u
      on u.k = 1 + n % 2000`);
  await db.execute(sql`
    insert into follows (follower_id, following_id)
    select a.id, b.id
    from (select id, row_number() over (order by email) as k from users) as a
    join (select id, row_number() over (order by email) as k from users) as b
      on b.k in (select 1 + (a.k + step * 97) % 2000 from generate_series(1, 20) as step)
    on conflict do nothing`);
  await db.execute(sql`
    insert into post_likes (post_id, user_id)
    select p.id, u.id
    from (select id, row_number() over (order by created_at) as k from posts) as p
    join (select id, row_number() over (order by email) as k from users) as u
      on u.k in (1 + p.k % 2000, 1 + (p.k * 7) % 2000)
    on conflict do nothing`);
  await db.execute(sql`
    insert into jobs (user_id, title, description, profession, created_at)
    select u.id, 'Job ' || n, 'Work', 'Photographer', now() - make_interval(mins => n)
    from generate_series(1, 3000) as n
    join (select id, row_number() over (order by email) as k from users) as u
      on u.k = 1 + n % 2000`);
  await db.execute(sql`analyze`);
  const [first] = await db.select().from(users).where(sql`${users.email} = 'member1@plans.test'`);
  viewer = first!;
});

afterAll(async () => {
  await handle.close();
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

function scannedTables(node: PlanNode): string[] {
  const own =
    node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedTables)];
}

/** Runs `work`, then explains every statement it sent; answers the large tables read whole. */
async function sequentialScansOf(work: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await work();
  const statements = sent.splice(0).filter(({ query }) => /^\s*select/i.test(query));
  expect(statements.length).toBeGreaterThan(0);
  // Both drivers (pg's pool, PGlite) answer `query(text, params)` with `{ rows }`.
  type Driver = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };
  const client = (db as unknown as { $client: Driver }).$client;
  const scans: string[] = [];
  for (const { query, params } of statements) {
    const result = await client.query(`explain (format json) ${query}`, params);
    const row = result.rows[0] as Record<string, unknown>;
    const plan = (
      typeof row["QUERY PLAN"] === "string"
        ? JSON.parse(row["QUERY PLAN"] as string)
        : row["QUERY PLAN"]
    ) as { Plan: PlanNode }[];
    scans.push(...scannedTables(plan[0]!.Plan).filter((table) => LARGE_TABLES.has(table)));
  }
  return scans;
}

describe("hot reads use indexes", () => {
  it("the home feed, its first and a later page", async () => {
    expect(await sequentialScansOf(() => feedPage(db, viewer.id, { limit: 20 }))).toEqual([]);
    const first = await feedPage(db, viewer.id, { limit: 20 });
    const later = () => feedPage(db, viewer.id, { limit: 20, cursor: first.nextCursor! });
    expect(await sequentialScansOf(later)).toEqual([]);
  });

  it("one member's posts", async () => {
    const member = () => feedPage(db, viewer.id, { userId: viewer.id, limit: 20 });
    expect(await sequentialScansOf(member)).toEqual([]);
  });

  it("the newest jobs", async () => {
    expect(await sequentialScansOf(() => selectJobs(db, { limit: 20 }))).toEqual([]);
  });
});
