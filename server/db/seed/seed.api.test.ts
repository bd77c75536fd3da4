import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, countDistinct, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalFigures } from "../../jobs/portal.ts";
import { type DatabaseHandle, openDatabase } from "../client.ts";
import {
  conversations,
  follows,
  jobs,
  messages,
  portfolioItems,
  posts,
  users,
} from "../schema/index.ts";
import { seedDemoData } from "./index.ts";

// The seed is plain SQL through Drizzle, so PGlite alone covers it, whichever TEST_DB is set.
async function freshDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: "memory://" });
}

describe("seedDemoData", () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let result: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    handle = await freshDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "atelier-seed-"));
    result = await seedDemoData(handle.db, dataDir);
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeds a community of at least 60 members with the demo and admin accounts", async () => {
    const { db } = handle;
    const members = await db.select({ email: users.email, plan: users.plan }).from(users);
    expect(members.length).toBeGreaterThanOrEqual(60);
    expect(result).toEqual({ members: members.length, posts: expect.any(Number) });
    expect(new Set(members.map((member) => member.email)).size).toBe(members.length);

    const [amelia] = await db
      .select()
      .from(users)
      .where(eq(users.email, "amelia.hughes@atelier.test"));
    expect(amelia).toMatchObject({
      firstName: "Amelia",
      lastName: "Hughes",
      profession: "Photographer",
      location: "London",
    });
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@atelier.test"));
    expect(admin).toMatchObject({ firstName: "Studio", lastName: "Admin" });

    const hashes = await db.selectDistinct({ hash: users.passwordHash }).from(users);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.hash).toMatch(/^\$argon2id\$/);
  });

  it("posts at least 150 posts whose counters match their likes and comments", async () => {
    const { db } = handle;
    const rows = await db
      .select({
        likesCount: posts.likesCount,
        commentsCount: posts.commentsCount,
        viewsCount: posts.viewsCount,
        // Spelled out: Drizzle leaves columns unqualified here, and comments has an id of its own.
        likes: sql<number>`(select count(*)::int from post_likes l where l.post_id = posts.id)`,
        comments: sql<number>`(select count(*)::int from comments c where c.post_id = posts.id)`,
      })
      .from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(result?.posts).toBe(rows.length);
    for (const row of rows) {
      expect(row.likesCount).toBe(row.likes);
      expect(row.commentsCount).toBe(row.comments);
      expect(row.viewsCount).toBeGreaterThanOrEqual(row.likesCount);
    }
  });

  it("stores each post's hashtags once, as written in its text", async () => {
    const rows = await handle.db
      .select({ content: posts.content, hashtags: posts.hashtags })
      .from(posts);
    expect(rows.filter((row) => row.hashtags.length > 0).length).toBeGreaterThan(rows.length / 2);
    for (const { content, hashtags } of rows) {
      expect(new Set(hashtags.map((tag) => tag.toLowerCase())).size).toBe(hashtags.length);
      for (const tag of hashtags) {
        expect(tag).toMatch(/^#\w+$/);
        expect(content).toContain(tag);
      }
    }
  });

  it("lists at least 20 jobs from at least 5 posters", async () => {
    const [stats] = await handle.db
      .select({ jobs: sql<number>`count(*)::int`, posters: countDistinct(jobs.userId) })
      .from(jobs);
    expect(stats!.jobs).toBeGreaterThanOrEqual(20);
    expect(stats!.posters).toBeGreaterThanOrEqual(5);
    // Only business accounts post jobs.
    const posters = await handle.db
      .selectDistinct({ accountType: users.accountType })
      .from(jobs)
      .innerJoin(users, eq(users.id, jobs.userId));
    expect(posters).toEqual([{ accountType: "business" }]);
  });

  it("gives the demo business a busy studio's portal, in every application status", async () => {
    const [studio] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "hiring@northlight.atelier.test"));
    expect(studio).toMatchObject({ accountType: "business", companyName: "Northlight Studio" });
    const figures = await portalFigures(handle.db, studio!);
    expect(figures.totalJobs).toBeGreaterThan(figures.activeJobs);
    expect(figures.activeJobs).toBeGreaterThanOrEqual(22);
    expect(figures.applicationsReceived).toBeGreaterThanOrEqual(140);
    expect(figures.jobViews).toBeGreaterThanOrEqual(2500);
    expect(figures.followers).toBeGreaterThanOrEqual(40);
    expect(figures.averageResponseDays).toBeGreaterThanOrEqual(1.8);
    expect(figures.averageResponseDays).toBeLessThanOrEqual(2.8);
    expect(figures.hireRate).toBeGreaterThanOrEqual(14);
    expect(figures.hireRate).toBeLessThanOrEqual(24);
    expect(figures.interviewRate).toBeGreaterThanOrEqual(38);
    expect(figures.interviewRate).toBeLessThanOrEqual(52);
    for (const count of Object.values(figures.byStatus)) expect(count).toBeGreaterThan(0);
  });

  it("never has a member follow themselves", async () => {
    const selfFollows = await handle.db
      .select()
      .from(follows)
      .where(eq(follows.followerId, follows.followingId));
    expect(selfFollows).toEqual([]);
  });

  it("stores conversations with the smaller id first and unread messages for Amelia", async () => {
    const { db } = handle;
    const pairs = await db.select().from(conversations);
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(pair.userOneId < pair.userTwoId).toBe(true);

    const unread = await db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.receiverId))
      .where(sql`${users.email} = 'amelia.hughes@atelier.test' and ${messages.readAt} is null`);
    expect(unread.length).toBeGreaterThan(0);
  });

  it("keeps free-plan members to three portfolio items", async () => {
    const overLimit = await handle.db
      .select({ userId: portfolioItems.userId })
      .from(portfolioItems)
      .innerJoin(users, eq(users.id, portfolioItems.userId))
      .where(eq(users.plan, "free"))
      .groupBy(portfolioItems.userId)
      .having(sql`count(*) > 3`);
    expect(overLimit).toEqual([]);
  });

  it("writes every image the rows refer to", async () => {
    const { db } = handle;
    const urls = [
      ...(await db.select({ url: users.profileImageUrl }).from(users)),
      ...(await db.select({ url: posts.imageUrl }).from(posts)),
      ...(await db.select({ url: portfolioItems.imageUrl }).from(portfolioItems)),
    ].flatMap(({ url }) => (url ? [url] : []));
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url).toMatch(/^\/objects\/seed\/[\w-]+\.webp$/);
      expect(existsSync(path.join(dataDir, url)), url).toBe(true);
    }
  });

  it("does nothing once members exist", async () => {
    expect(await seedDemoData(handle.db, dataDir)).toBeNull();
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count!.n).toBe(result?.members);
  });

  it("seeds the same people, posts and follows on every fresh database", async () => {
    const snapshots = [];
    for (let run = 0; run < 2; run++) {
      const other = await freshDatabase();
      try {
        await seedDemoData(other.db, "memory://");
        snapshots.push(await snapshot(other));
      } finally {
        await other.close();
      }
    }
    expect(snapshots[0]).toEqual(snapshots[1]);
    expect(snapshots[0]!.emails).toContain("amelia.hughes@atelier.test");
    // Two whole databases migrated and seeded: ten seconds on a quiet machine, more on a busy one.
  }, 90_000);
});

/** What must not change between runs; ids and exact times may. */
async function snapshot({ db }: DatabaseHandle) {
  const members = await db
    .select({ email: users.email })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
  const feed = await db
    .select({ content: posts.content, likes: posts.likesCount, author: users.email })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .orderBy(desc(posts.createdAt));
  const follower = alias(users, "follower");
  const followed = alias(users, "followed");
  const graph = await db
    .select({ follower: follower.email, followed: followed.email })
    .from(follows)
    .innerJoin(follower, eq(follower.id, follows.followerId))
    .innerJoin(followed, eq(followed.id, follows.followingId))
    .orderBy(asc(follower.email), asc(followed.email));
  return {
    emails: members.map((member) => member.email),
    feed,
    follows: graph,
  };
}
