import { COMMENTS_PER_PAGE } from "@contract/posts.ts";
import type { Logger } from "drizzle-orm";
import { and, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_BENCH_SENTENCES } from "../../bench/ai-sentences.ts";
import { generateCommunity } from "../../bench/generate.ts";
import { BENCH_BUSINESS_EMAIL, BENCH_MEMBERS, type Tier } from "../../bench/tiers.ts";
import { searchLocally } from "../ai/search-profiles.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { calendarFor } from "../availability/queries.ts";
import { applicationsToJob, receivedApplications } from "../jobs/applications.ts";
import { businessJobs, portalFigures } from "../jobs/portal.ts";
import { listJobs, savedJobsOf } from "../jobs/queries.ts";
import { listConversations, readConversation } from "../messages/conversations.ts";
import { listNotifications, unreadNotificationCount } from "../notifications/queries.ts";
import { commentsOnPost } from "../posts/comments.ts";
import { createFeed } from "../posts/feed.ts";
import { bookmarkState, viewPost } from "../posts/react-to-post.ts";
import { trendingHashtags } from "../posts/trending.ts";
import { createInProcessBus } from "../realtime/event-bus.ts";
import { ownApplications, savedPosts } from "../saved/queries.ts";
import { createCreatorRankings } from "../search/creator-rankings.ts";
import { searchCreators } from "../search/creators.ts";
import { createSiteSearch } from "../search/site-search.ts";
import { shownNowhere } from "../storage/references.ts";
import { openTestDatabase } from "../test/database.ts";
import { incomingFollowRequests } from "../users/follow-member.ts";
import { viewProfile } from "../users/profile.ts";
import { memberStats } from "../users/stats.ts";
import { suggestedMembers } from "../users/suggestions.ts";
import type { Database, DatabaseHandle } from "./client.ts";
import { namedWhenHot } from "./preparing-client.ts";
import { rowsOf } from "./rows.ts";
import { objects, users } from "./schema/index.ts";

/**
 * The hot reads must be served by indexes, not by reading a whole large table: with tens of
 * thousands of rows and fresh statistics, PostgreSQL's planner already takes the path it will
 * take at 100,000 members (with fewer, it rightly prefers reading small tables whole). Every
 * statement the app sends while answering is explained. (job_counters is left out: one narrow
 * row per job, which the planner rightly reads whole when a business owns one job in twenty, as
 * the bench business does.)
 */
const LARGE_TABLES = new Set([
  "posts",
  "users",
  "follows",
  "post_likes",
  "comments",
  "jobs",
  "job_applications",
  "job_views",
  "conversations",
  "messages",
  "notifications",
  "portfolio_items",
  "availability_events",
  "post_bookmarks",
  "saved_jobs",
  "follow_requests",
]);

type Statement = { query: string; params: unknown[] };
const sent: Statement[] = [];
const recorder: Logger = { logQuery: (query, params) => sent.push({ query, params }) };

/** How many rows each large table holds once the community is made. */
const tableRows = new Map<string, number>();
let handle: DatabaseHandle;
let db: Database;
/** Follows nobody: the feed is their own posts, then the community's. */
let loner: SessionUser;
/** Follows 50: the feed merges their newest posts. */
let viewer: SessionUser;
/** Follows 2,000: the feed walks the newest posts and keeps theirs. */
let wideViewer: SessionUser;
/** GET /api/posts, as the route serves it. */
let feedPage: ReturnType<typeof createFeed>;

/** A community big enough for PostgreSQL to plan as it will at full size, made in seconds. */
const PLAN_TIER: Tier = {
  name: "plans",
  members: 20_000,
  posts: 100_000,
  likes: 200_000,
  follows: 400_000,
  comments: 20_000,
  messages: 50_000,
  jobs: 3_000,
  applications: 10_000,
  notifications: 20_000,
  portfolioItems: 40_000,
  availabilityDays: 200_000,
  bookmarks: 20_000,
  savedJobs: 5_000,
  followRequests: 10_000,
};

beforeAll(async () => {
  // Generating the community ends with a vacuum of the whole database, which on a busy machine
  // outlasts the app's 5 s statement timeout; `npm run bench:data` opens its pool without one
  // too. The test reads plans, not timings.
  handle = await openTestDatabase(recorder, { size: 10, statementTimeoutMs: 0, waitMs: 2000 });
  db = handle.db;
  await generateCommunity(db, PLAN_TIER, () => {});
  const member = async (email: string) =>
    (await db.select().from(users).where(sql`${users.email} = ${email}`))[0]!;
  for (const table of LARGE_TABLES) {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(sql.raw(`select count(*)::int as count from ${table}`)),
    );
    tableRows.set(table, row!.count);
  }
  loner = await member(BENCH_MEMBERS.followsNobody.email);
  viewer = await member(BENCH_MEMBERS.follows50.email);
  wideViewer = await member(BENCH_MEMBERS.follows2000.email);
  feedPage = createFeed(db);
});

/**
 * A feed page, once the feed has counted the member's follows: the count, kept for a minute,
 * is a statement of its own, and the checks below look at the page's.
 */
async function counted<Work>(who: SessionUser, work: () => Promise<Work>): Promise<Work> {
  await feedPage(who.id, { limit: 20 });
  return work();
}

afterAll(async () => {
  await handle.close();
});

type PlanNode = {
  "Node Type": string;
  "Total Cost": number;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Loops": number;
  "Actual Rows": number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
};

/**
 * The large tables a plan read sequentially through at least a tenth of their rows. A scan a
 * limit stops early (the first 300 members of a town half the community lives in) reads a few
 * hundred rows, fewer than an index would lead to, and is left alone.
 */
function scannedTables(node: PlanNode): string[] {
  const table = node["Relation Name"];
  const read = (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0)) * node["Actual Loops"];
  const own =
    node["Node Type"] === "Seq Scan" &&
    table &&
    LARGE_TABLES.has(table) &&
    read >= (tableRows.get(table) ?? 0) / 10
      ? [table]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedTables)];
}

/** Every index a plan read, by any kind of index scan, through branches that ran. */
function indexesRead(node: PlanNode): string[] {
  const own = node["Index Name"] && node["Actual Loops"] > 0 ? [node["Index Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexesRead)];
}

/** How many times a plan looked into the index, through branches that ran. */
function timesRead(node: PlanNode, index: string): number {
  const own = node["Index Name"] === index ? node["Actual Loops"] : 0;
  return own + (node.Plans ?? []).reduce((sum, plan) => sum + timesRead(plan, index), 0);
}

/** How many entries a plan took from the index, through branches that ran. */
function entriesRead(node: PlanNode, index: string): number {
  const own = node["Index Name"] === index ? node["Actual Rows"] * node["Actual Loops"] : 0;
  return own + (node.Plans ?? []).reduce((sum, plan) => sum + entriesRead(plan, index), 0);
}

/** The followers-only member the most follow requests wait on. */
async function mostAskedMember(): Promise<SessionUser | undefined> {
  const [asked] = rowsOf<{ id: string }>(
    await db.execute(sql`select target_id as id from follow_requests
      group by target_id order by count(*) desc limit 1`),
  );
  const [member] = await db.select().from(users).where(eq(users.id, asked!.id));
  return member;
}

/** A member search with no ranking kept yet, so that each one's statements are all sent. */
function freshSearch() {
  return { db, rankings: createCreatorRankings(db) };
}

/** The large tables `work`'s statements read whole, each with its statement and plan. */
async function sequentialScansOf(work: () => Promise<unknown>): Promise<string[]> {
  return (await plansOf(work)).flatMap(({ plan, where }) => scannedTables(plan).map(where));
}

/**
 * Runs `work`, then explains every statement it sent, as planned for its values and, for one
 * with values, as the generic plan a named statement may keep (preparing-client.ts names hot
 * statements, and PostgreSQL then runs one plan whatever the values). Each plan comes with a
 * way to name it and its statement, so a failure shows which query changed.
 */
async function plansOf(work: () => Promise<unknown>) {
  sent.length = 0;
  await work();
  const statements = sent
    .splice(0)
    .filter(({ query }) => /^\s*(\/\*.*?\*\/\s*)?(select|with)\b/is.test(query));
  expect(statements.length).toBeGreaterThan(0);
  const connection = await postgresPool().connect();
  const plans: { plan: PlanNode; where: (found: string) => string }[] = [];
  try {
    for (const { query, params } of statements) {
      const where = (plan: string) => (found: string) =>
        `${found} in (${plan}): ${query.replace(/\s+/g, " ")}`;
      plans.push({ plan: await analyzed(connection, query, params), where: where("custom") });
      if (params.length === 0 || !namedWhenHot(query)) continue;
      await connection.query(`prepare plan_check as ${query}`);
      try {
        await connection.query("set plan_cache_mode = force_generic_plan");
        const values = params.map((value) => connection.escapeLiteral(asText(value))).join(", ");
        const generic = await analyzed(connection, `execute plan_check(${values})`, []);
        plans.push({ plan: generic, where: where("generic") });
      } finally {
        await connection.query("reset plan_cache_mode");
        await connection.query("deallocate plan_check");
      }
    }
  } finally {
    connection.release();
  }
  return plans;
}

/** A value as the driver sends it, for EXECUTE, which takes its values written out. */
function asText(value: unknown): string {
  const { prepareValue } = (pg as unknown as { utils: { prepareValue: (v: unknown) => unknown } })
    .utils;
  return String(prepareValue(value));
}

/** The pool the app's statements went through (this file runs on PostgreSQL only). */
function postgresPool(): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

/**
 * The plan a statement ran by. Analyzed, so a branch the query never runs (the feed has one per
 * network size) does not count: only what was actually read does.
 */
async function analyzed(connection: pg.PoolClient, query: string, params: unknown[]) {
  const result = await connection.query(`explain (analyze, format json) ${query}`, params);
  const [{ Plan }] = result.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode }];
  return Plan;
}

describe("the generated community", () => {
  it("keeps each member's free days as their calendar has them, though it loads with triggers off", async () => {
    const [row] = rowsOf<{ free: number; differing: number }>(
      await db.execute(sql`select count(*) filter (where ${users.freeDays} <> '{}')::int as free,
        count(*) filter (where ${users.freeDays} is distinct from member_free_days(${users.id}))::int as differing
        from ${users}`),
    );
    expect(row!.free).toBeGreaterThan(0);
    expect(row!.differing).toBe(0);
  });
});

describe("hot reads use indexes", () => {
  it.each([
    ["nobody", () => loner],
    ["50 members", () => viewer],
    ["2,000 members", () => wideViewer],
  ])("the home feed of a member following %s, its first and a later page", async (_name, who) => {
    const feed = (cursor?: string) => feedPage(who().id, { limit: 20, cursor });
    expect(await sequentialScansOf(() => feed())).toEqual([]);
    const first = await feed();
    expect(await sequentialScansOf(() => feed(first.nextCursor!))).toEqual([]);
  });

  it("the like state of a page's posts, looked up by post, never every like the viewer gave", async () => {
    // A plan made for the average member may hash all of the viewer's likes instead (see
    // columnsReadBy in posts/queries.ts), which costs a member with thousands of likes dearly.
    const everyLike = "post_likes_user_idx";
    for (const who of [loner, viewer, wideViewer]) {
      const plans = await counted(who, () => plansOf(() => feedPage(who.id, { limit: 20 })));
      const read = plans.flatMap(({ plan, where }) =>
        indexesRead(plan)
          .filter((index) => index === everyLike)
          .map(where),
      );
      expect(read).toEqual([]);
    }
  });

  it("a feed page reads in full only the posts it shows, where the network runs out too", async () => {
    // The loner's 15 posts come first and the community's newest fill the page: its candidates
    // are cut to the 6 the page needs before any post is read with its author and like state.
    const plans = await counted(loner, () => plansOf(() => feedPage(loner.id, { limit: 20 })));
    for (const { plan } of plans) {
      // A page of 20 reads 21 posts: the last says whether another page follows.
      expect(timesRead(plan, "post_likes_post_id_user_id_pk")).toBe(21);
    }
  });

  it("the home feed is costed alike whoever reads it and from wherever, so its one plan is kept", async () => {
    // The viewer and the cursor are both hidden from the planner: a plan made for the values
    // cannot look cheaper than the kept one.
    const { nextCursor } = await feedPage(wideViewer.id, { limit: 20 });
    for (const cursor of [undefined, nextCursor!])
      for (const who of [loner, viewer, wideViewer]) {
        const page = () => feedPage(who.id, { limit: 20, cursor });
        const plans = await counted(who, () => plansOf(page));
        expect(plans).toHaveLength(2);
        const [custom, generic] = plans;
        const cost = generic!.where("the generic plan's cost");
        expect(generic!.plan["Total Cost"], cost).toBe(custom!.plan["Total Cost"]);
      }
  });

  it("one member's posts", async () => {
    const member = () => feedPage(viewer.id, { userId: viewer.id, limit: 20 });
    expect(await sequentialScansOf(member)).toEqual([]);
  });

  it("the newest open jobs, and a ranked search with two filters", async () => {
    const board = (q?: string) =>
      listJobs(db, viewer.id, {
        q,
        location: q ? "London" : undefined,
        paidOnly: Boolean(q),
        limit: 20,
      });
    expect(await sequentialScansOf(() => board())).toEqual([]);
    expect(await sequentialScansOf(() => board("photographer"))).toEqual([]);
  });

  it("the business portal's figures, and a first and a later page of its jobs and applications", async () => {
    const [business] = await db.select().from(users).where(eq(users.email, BENCH_BUSINESS_EMAIL));
    expect(await sequentialScansOf(() => portalFigures(db, business!))).toEqual([]);
    const jobsFirst = await businessJobs(db, business!, { limit: 5 });
    const [job] = jobsFirst.items;
    const received = await receivedApplications(db, business!, { limit: 5 });
    expect([jobsFirst.nextCursor, received.nextCursor]).not.toContain(null);
    const pages = [
      () => businessJobs(db, business!, { limit: 5 }),
      () => businessJobs(db, business!, { limit: 5, cursor: jobsFirst.nextCursor! }),
      () => receivedApplications(db, business!, { limit: 5 }),
      () => receivedApplications(db, business!, { limit: 5, cursor: received.nextCursor! }),
      () => receivedApplications(db, business!, { limit: 5, status: "accepted" }),
      () => applicationsToJob(db, business!, job!.id, { limit: 5 }),
    ];
    for (const page of pages) expect(await sequentialScansOf(page)).toEqual([]);
  });

  it("a member's own applications, a first and a later page", async () => {
    const [busiest] = rowsOf<{ id: string }>(
      await db.execute(sql`select user_id as id from job_applications
        group by user_id order by count(*) desc limit 1`),
    );
    const [applicant] = await db.select().from(users).where(eq(users.id, busiest!.id));
    const first = await ownApplications(db, applicant!, applicant!.id, { limit: 2 });
    expect(first.nextCursor).not.toBeNull();
    const later = { limit: 2, cursor: first.nextCursor! };
    expect(
      await sequentialScansOf(() => ownApplications(db, applicant!, applicant!.id, { limit: 2 })),
    ).toEqual([]);
    expect(
      await sequentialScansOf(() => ownApplications(db, applicant!, applicant!.id, later)),
    ).toEqual([]);
  });

  it("a heavy member's saved posts and saved jobs, a first and a later page", async () => {
    const posts = await savedPosts(db, viewer, viewer.id, { limit: 20 });
    const jobs = await savedJobsOf(db, viewer.id, { limit: 20 });
    expect([posts.nextCursor, jobs.nextCursor]).not.toContain(null);
    const laterPosts = () =>
      savedPosts(db, viewer, viewer.id, { limit: 20, cursor: posts.nextCursor! });
    const pages = [
      () => savedPosts(db, viewer, viewer.id, { limit: 20 }),
      laterPosts,
      () => savedJobsOf(db, viewer.id, { limit: 20 }),
      () => savedJobsOf(db, viewer.id, { limit: 20, cursor: jobs.nextCursor! }),
    ];
    for (const page of pages) expect(await sequentialScansOf(page)).toEqual([]);
    // A later page starts at its cursor in the member's bookmarks: it reads the 21 it needs and
    // the few whose posts the member may no longer see, not the 20 newer ones the first page
    // showed (nor the member's thousands of others).
    for (const { plan } of await plansOf(laterPosts)) {
      expect(entriesRead(plan, "post_bookmarks_user_idx")).toBeLessThan(21 + 20);
    }
  });

  it("the follow requests waiting on the most asked followers-only member, a first and a later page", async () => {
    const member = await mostAskedMember();
    const first = await incomingFollowRequests(db, member!, { limit: 20 });
    expect(first.nextCursor).not.toBeNull();
    const later = { limit: 20, cursor: first.nextCursor! };
    expect(
      await sequentialScansOf(() => incomingFollowRequests(db, member!, { limit: 20 })),
    ).toEqual([]);
    expect(await sequentialScansOf(() => incomingFollowRequests(db, member!, later))).toEqual([]);
  });

  it("a profile page, as another member sees it and as its own member does", async () => {
    const member = wideViewer.id;
    expect(await sequentialScansOf(() => viewProfile(db, viewer, member))).toEqual([]);
    expect(await sequentialScansOf(() => viewProfile(db, wideViewer, member))).toEqual([]);
  });

  it("Your Analytics, which the feed's sidebar asks on every visit, for members with and without posts", async () => {
    for (const who of [loner, viewer, wideViewer]) {
      expect(await sequentialScansOf(() => memberStats(db, who.id))).toEqual([]);
    }
  });

  it("a calendar, as another member sees it and as its own member does, with their invitations", async () => {
    const member = wideViewer.id;
    expect(await sequentialScansOf(() => calendarFor(db, viewer.id, member))).toEqual([]);
    expect(await sequentialScansOf(() => calendarFor(db, member, member))).toEqual([]);
  });

  it("suggestions, for members following some and following nobody", async () => {
    for (const member of [loner, viewer, wideViewer]) {
      expect(await sequentialScansOf(() => suggestedMembers(db, member))).toEqual([]);
    }
  });

  it.each(["london", "#fashion", "zzqx", "Ameila Hughs"])("site search for %s", async (query) => {
    expect(
      await sequentialScansOf(() => createSiteSearch(freshSearch())(viewer.id, query)),
    ).toEqual([]);
  });

  it("the Network page with and without a query", async () => {
    const search = (q: string) =>
      searchCreators(freshSearch(), viewer.id, { q, profession: "", offset: 0, limit: 20 });
    expect(await sequentialScansOf(() => search("photgrapher"))).toEqual([]);
    expect(await sequentialScansOf(() => search(""))).toEqual([]);
  });

  it("a member's conversations and one conversation's messages", async () => {
    const [pair] = rowsOf<{ me: string; other: string }>(
      await db.execute(sql`select user_one_id as me, user_two_id as other from conversations
        order by last_message_at desc limit 1`),
    );
    const { me, other } = pair!;
    expect(await sequentialScansOf(() => listConversations(db, me, undefined))).toEqual([]);
    expect(
      await sequentialScansOf(() =>
        readConversation({ db, events: createInProcessBus() }, me, other, undefined),
      ),
    ).toEqual([]);
  });

  it("a post opened, its bookmark state, its newest comments and an earlier page of them", async () => {
    const [post] = rowsOf<{ id: string }>(
      await db.execute(
        sql`insert into posts (user_id, content) values (${viewer.id}, 'Much discussed') returning id`,
      ),
    );
    await db.execute(sql`insert into comments (post_id, user_id, content, created_at)
      select ${post!.id}, ${viewer.id}, 'Reply ' || k, now() - make_interval(mins => k)
      from generate_series(1, ${COMMENTS_PER_PAGE + 10}) as k`);
    const newest = await commentsOnPost(db, viewer, post!.id, undefined);
    expect(newest.nextCursor).not.toBeNull();
    const pages = [
      () => viewPost(db, wideViewer, post!.id),
      () => bookmarkState(db, wideViewer, post!.id),
      () => commentsOnPost(db, viewer, post!.id, undefined),
      () => commentsOnPost(db, viewer, post!.id, newest.nextCursor!),
    ];
    for (const page of pages) expect(await sequentialScansOf(page)).toEqual([]);
  });

  it("the bell of a member with tens of thousands of notifications: a later page and the count", async () => {
    const first = await listNotifications(db, viewer.id, undefined);
    expect(first.nextCursor).not.toBeNull();
    const later = () => listNotifications(db, viewer.id, first.nextCursor!);
    expect(await sequentialScansOf(later)).toEqual([]);
    expect(await sequentialScansOf(() => unreadNotificationCount(db, viewer.id))).toEqual([]);
    // The first page and a later one are one statement: a later page starts at its cursor in
    // the member's notifications, reading the 21 it needs and not the 20 the first page showed.
    for (const { plan } of await plansOf(later)) {
      expect(entriesRead(plan, "notifications_user_created_idx")).toBe(21);
    }
  });

  it.each(AI_BENCH_SENTENCES)("the AI assistant's search for '%s'", async (sentence) => {
    const search = () => searchLocally(db, viewer.id, sentence, Date.now());
    expect(await sequentialScansOf(search)).toEqual([]);
  });

  it("trending", async () => {
    expect(await sequentialScansOf(() => trendingHashtags(db))).toEqual([]);
  });
});

describe("hot statements keep one plan", () => {
  /**
   * PostgreSQL plans a named statement for its values on its first five runs, then keeps a
   * generic plan unless that plan's estimate looks dearer than planning for each run's values;
   * then it plans afresh on every run, which can cost more than running the statement. The jobs
   * board's first page did, bound to a cursor after every row: the planner read that condition
   * as a third of the board. Each hot read here runs a dozen times, and then every pooled
   * connection is asked how its named statements were planned.
   */
  it("the feed, the jobs board, a member's posts, a profile, suggestions, conversations and their messages, comments, the bell, saved lists and follow requests", async () => {
    // A second page binds a cursor where a first binds "older than infinity"; both run one statement.
    const asked = await mostAskedMember();
    const bellCursor = (await listNotifications(db, viewer.id, undefined)).nextCursor;
    const [pair] = rowsOf<{ me: string; other: string }>(
      await db.execute(sql`select user_one_id as me, user_two_id as other from conversations
        order by last_message_at desc limit 1`),
    );
    const [shownPost] = (await feedPage(viewer.id, { limit: 1 })).posts;
    const secondPages = await Promise.all(
      [loner, viewer, wideViewer].map(async (who) => {
        const { nextCursor } = await feedPage(who.id, { limit: 20 });
        return () => feedPage(who.id, { limit: 20, cursor: nextCursor! });
      }),
    );
    const reads = [
      ...[loner, viewer, wideViewer].map((who) => () => feedPage(who.id, { limit: 20 })),
      ...secondPages,
      () => listJobs(db, viewer.id, { paidOnly: false, limit: 20 }),
      () => feedPage(viewer.id, { userId: wideViewer.id, limit: 20 }),
      () => viewProfile(db, viewer, wideViewer.id),
      () => suggestedMembers(db, viewer),
      () => listConversations(db, viewer.id, undefined),
      () =>
        readConversation({ db, events: createInProcessBus() }, pair!.me, pair!.other, undefined),
      () => viewPost(db, viewer, shownPost!.id),
      () => commentsOnPost(db, viewer, shownPost!.id, undefined),
      () => listNotifications(db, viewer.id, undefined),
      () => listNotifications(db, viewer.id, bellCursor!),
      () => savedPosts(db, viewer, viewer.id, { limit: 20 }),
      () => savedJobsOf(db, viewer.id, { limit: 20 }),
      () => ownApplications(db, viewer, viewer.id, { limit: 20 }),
      () => incomingFollowRequests(db, asked!, { limit: 20 }),
      // A common word: its posts and jobs are found among the newest, by statements with one plan.
      () => createSiteSearch(freshSearch())(viewer.id, "london"),
    ];
    for (let run = 0; run < 12; run++) for (const read of reads) await read();
    // The EXPLAINs the checks above send are named once hot, like any statement, and an
    // EXPLAIN plans on every run by nature: they are left out.
    const pool = postgresPool();
    const connections = await Promise.all(
      Array.from({ length: pool.totalCount }, () => pool.connect()),
    );
    try {
      const statements = (
        await Promise.all(
          connections.map((connection) =>
            connection.query<{ statement: string; runs: number; plannedEachRun: boolean }>(
              `select statement, (generic_plans + custom_plans)::int as runs,
                custom_plans > 5 as "plannedEachRun"
              from pg_prepared_statements where not from_sql and statement not like 'explain%'`,
            ),
          ),
        )
      ).flatMap((result) => result.rows);
      expect(statements.some(({ runs }) => runs >= 12)).toBe(true);
      const plannedEachRun = statements
        .filter((statement) => statement.plannedEachRun)
        .map(({ statement }) => statement.replace(/\s+/g, " ").slice(0, 200));
      expect(plannedEachRun).toEqual([]);
    } finally {
      for (const connection of connections) connection.release();
    }
  });
});

describe("the storage sweep's read, after the plans above are kept", () => {
  // It rewrites a third of the posts and members and analyzes them afresh. Run before the test
  // above, it changed the statistics under the plans the pool's connections had kept, and a
  // kept plan, rebuilt for the new figures, could lose to one planned for its values.
  it("which of a batch of uploads nothing shows, as the storage sweep asks", async () => {
    // The generated community has no uploads: a third of the posts and members get an image,
    // then 500 objects are made of which 250 posts show one each.
    for (const table of [sql`posts set image_url`, sql`users set profile_image_url`]) {
      await db.execute(
        sql`update ${table} = '/objects/' || gen_random_uuid() where random() < 0.33`,
      );
    }
    await db.execute(sql`insert into objects (id, owner_id, purpose, content_type, byte_size)
      select gen_random_uuid(), ${viewer.id}, 'post', 'image/webp', 1000
      from generate_series(1, 500)`);
    await db.execute(sql`with o as (select id, row_number() over (order by id) as n from objects),
        p as (select id, row_number() over (order by id) as n from posts order by id limit 250)
      update posts set image_url = '/objects/' || o.id from p join o on o.n = p.n
      where posts.id = p.id`);
    await db.execute(sql`analyze posts, users, objects`);
    const ids = (await db.select({ id: objects.id }).from(objects)).map((row) => row.id);
    const unshown = () =>
      db
        .select({ id: objects.id })
        .from(objects)
        .where(and(inArray(objects.id, ids), shownNowhere(objects.id)));
    expect(await sequentialScansOf(unshown)).toEqual([]);
    expect((await unshown()).length).toBe(500 - 250);
  });
});
