import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, posts, users } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makeJob, makePost, signUpMember } from "../test/factories.ts";
import { READ_FIRST } from "./site-search.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("GET /api/search", () => {
  it("needs a signed-in member", async () => {
    const response = await new TestClient(server.url).get("/api/search?q=london");
    expect(response.status).toBe(401);
    expect(response.text).toContain("Unauthorized");
  });

  it("refuses a blank query with 400", async () => {
    const { client } = await signUpMember(server.url);
    for (const q of ["", "%20%20"]) {
      const response = await client.get(`/api/search?q=${q}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Please enter something to search for.");
    }
    expect((await client.get("/api/search")).status).toBe(400);
  });

  it("finds creatives, jobs and posts in one answer", async () => {
    const { client, user } = await signUpMember(server.url, {
      firstName: "Zephyrine",
      lastName: "Quillfeather",
    });
    const { db } = server.context;
    await makeJob(db, user.id, {
      title: "Zephyrine lookbook shoot",
      description: "Two-day studio shoot",
      profession: "Photographer",
      location: "London",
      payType: "day_rate",
      payMin: 400,
    });
    await makePost(db, user.id, {
      content: "Behind the scenes with zephyrine",
      hashtags: ["#BTS"],
    });
    const response = await client.get("/api/search?q=ZEPHYR");
    expect(response.status).toBe(200);
    expect(response.body.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect(response.body.users[0]).not.toHaveProperty("email");
    expect(response.body.jobs).toHaveLength(1);
    expect(response.body.jobs[0]).toMatchObject({
      title: "Zephyrine lookbook shoot",
      budget: "£400/day",
    });
    expect(response.body.posts).toHaveLength(1);
    expect(response.body.posts[0]).toMatchObject({
      content: "Behind the scenes with zephyrine",
      likes: 0,
      isLiked: false,
      user: { id: user.id, firstName: "Zephyrine" },
    });
  });

  it("shows creatives as the Network search does: past members blocked since, newcomers, no punctuation", async () => {
    const ids = (body: { users: { id: string }[] }) => body.users.map((creator) => creator.id);
    const wrens = [];
    for (let index = 0; index < 11; index++) {
      wrens.push((await signUpMember(server.url, { lastName: "Wrenfield" })).user.id);
    }
    const { client: blocker } = await signUpMember(server.url);
    const before = ids((await blocker.get("/api/search?q=wrenfield")).body);
    expect(before).toHaveLength(10);
    const [blocked, ...rest] = before;
    expect((await blocker.post(`/api/users/${blocked}/block`, {})).status).toBe(200);
    const after = ids((await blocker.get("/api/search?q=wrenfield")).body);
    expect(after).toHaveLength(10);
    expect(after).not.toContain(blocked);
    expect(after.slice(0, 9)).toEqual(rest);
    expect(new Set([...before, ...after])).toEqual(new Set(wrens));

    expect((await blocker.get("/api/search?q=quenbury")).body.users).toEqual([]);
    const { user: newcomer } = await signUpMember(server.url, { firstName: "Quenbury" });
    expect(ids((await blocker.get("/api/search?q=quenbury")).body)).toEqual([newcomer.id]);
    const punctuation = await blocker.get(`/api/search?q=${encodeURIComponent("?!")}`);
    expect(punctuation.status).toBe(200);
    expect(punctuation.body.users).toEqual([]);
  });

  it("matches whatever the case on either side, accented capitals too, and follows an edit", async () => {
    const { client, user } = await signUpMember(server.url);
    const { db } = server.context;
    const word = `ÉCOLE${Date.now()}`;
    const job = await makeJob(db, user.id, {
      title: `Lookbook for ${word}`,
      description: "A day in the studio",
      profession: "Photographer",
      location: "ŁÓDŹ",
    });
    await makePost(db, user.id, { content: "Kiln day", hashtags: [`#${word}`] });
    const found = async (q: string) =>
      (await client.get(`/api/search?q=${encodeURIComponent(q)}`)).body;

    const lower = await found(word.toLowerCase());
    expect(lower.posts.map((post: { content: string }) => post.content)).toEqual(["Kiln day"]);
    expect(lower.jobs.map((found: { id: string }) => found.id)).toEqual([job.id]);
    expect((await found("łódź")).jobs.map((found: { id: string }) => found.id)).toContain(job.id);

    // The stored search text is written again with the row.
    await db.update(jobs).set({ title: "Lookbook" }).where(eq(jobs.id, job.id));
    expect((await found(word)).jobs).toEqual([]);
  });

  it("takes LIKE wildcards literally", async () => {
    const { client } = await signUpMember(server.url);
    const response = await client.get(`/api/search?q=${encodeURIComponent("%_")}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ users: [], jobs: [], posts: [] });
  });

  it("hides posts of private members, and of followers-only members from non-followers", async () => {
    const { client } = await signUpMember(server.url);
    const { user: hidden, client: hiddenClient } = await signUpMember(server.url);
    const { db } = server.context;
    await db
      .update(users)
      .set({
        privacySettings: {
          profileVisibility: "private",
          showEmail: false,
          showPhone: false,
          allowMessages: true,
          aiSuggestions: true,
        },
      })
      .where(eq(users.id, hidden.id));
    await makePost(db, hidden.id, { content: "secret quokkaphoto", hashtags: [] });
    expect((await client.get("/api/search?q=quokkaphoto")).body.posts).toHaveLength(0);
    // The author still finds their own post.
    expect((await hiddenClient.get("/api/search?q=quokkaphoto")).body.posts).toHaveLength(1);
  });
});

describe("the newest matches, however far back they are", () => {
  // One moment per test: read afresh for each row, a clock that ticked between two rows could
  // put a row meant to be a millisecond older after the other.
  let now = Date.now();
  beforeEach(() => {
    now = Date.now();
  });
  /** A time `minutes` from the test's start (before it when negative), `step` ms on. */
  const at = (minutes: number, step = 0) => new Date(now + minutes * 60_000 + step);

  it("finds posts newest first, across the newest posts and older ones or among the newest alone", async () => {
    const { client, user } = await signUpMember(server.url);
    const { db } = server.context;
    const rare = `quillon${Date.now()}`;
    const common = `tinsel${Date.now()}`;
    const written = (content: string, time: Date) => ({
      userId: user.id,
      content,
      createdAt: time,
    });
    const numbered = (label: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${label} ${i}`);
    // Five old posts with the rare word, more posts than a search reads first above them, and
    // seven with it newer than any other; above those, twelve with the common word.
    await db
      .insert(posts)
      .values([
        ...numbered(`old ${rare}`, 5).map((content, i) => written(content, at(-180, -i))),
        ...numbered("filler", READ_FIRST).map((content, i) => written(content, at(-120, i))),
        ...numbered(`new ${rare}`, 7).map((content, i) => written(content, at(0, 1000 - i))),
        ...numbered(common, 12).map((content, i) => written(content, at(0, 2000 - i))),
      ]);
    const found = async (word: string) =>
      ((await client.get(`/api/search?q=${word}`)).body.posts as { content: string }[]).map(
        (post) => post.content,
      );
    expect(await found(common)).toEqual(numbered(common, 10));
    const newRare = numbered(`new ${rare}`, 7);
    expect(await found(rare)).toEqual([...newRare, ...numbered(`old ${rare}`, 3)]);

    // Searched again once more of them are at the top, the rare word is still answered exactly.
    await db
      .insert(posts)
      .values(numbered(`newer ${rare}`, 5).map((content, i) => written(content, at(0, 3000 - i))));
    expect(await found(rare)).toEqual([...numbered(`newer ${rare}`, 5), ...newRare.slice(0, 5)]);
  });

  it("finds open jobs newest first across the newest jobs and the older ones, skipping closed ones", async () => {
    const { client, user } = await signUpMember(server.url);
    const { db } = server.context;
    const word = `gaffertape${Date.now()}`;
    const job = (title: string, time: Date, status: "open" | "closed" = "open") => ({
      userId: user.id,
      title,
      description: "A day of work for a creative.",
      profession: "Photographer",
      location: "London",
      payType: "day_rate" as const,
      payMin: 300,
      status,
      createdAt: time,
    });
    await db
      .insert(jobs)
      .values([
        ...Array.from({ length: 6 }, (_, i) => job(`old ${word} ${i}`, at(-180, -i))),
        ...Array.from({ length: READ_FIRST }, (_, i) => job(`filler ${i}`, at(-120, i))),
        ...Array.from({ length: 8 }, (_, i) =>
          job(`new ${word} ${i}`, at(0, 1000 - i), i < 2 ? "closed" : "open"),
        ),
      ]);
    const titles = (
      (await client.get(`/api/search?q=${word}`)).body.jobs as { title: string }[]
    ).map((found) => found.title);
    expect(titles).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `new ${word} ${i + 2}`),
      ...Array.from({ length: 4 }, (_, i) => `old ${word} ${i}`),
    ]);
  });
});

describe("hashtag search", () => {
  it("finds exactly the posts with the tag, whatever its case, as many as trending counts", async () => {
    const { client, user } = await signUpMember(server.url);
    const { db } = server.context;
    for (const hashtags of [["#Kilnwork"], ["#kilnwork", "#Clay"], ["#KILNWORK"]]) {
      await makePost(db, user.id, { content: "From the studio", hashtags });
    }
    await makePost(db, user.id, { content: "Not this one", hashtags: ["#Kilnworks"] });
    const found = await client.get(`/api/search?q=${encodeURIComponent("#kilnwork")}`);
    expect(found.status).toBe(200);
    expect(found.body.posts).toHaveLength(3);
    const trending = (await client.get("/api/trending")).body as { tag: string; count: number }[];
    const kiln = trending.find((entry) => entry.tag.toLowerCase() === "#kilnwork");
    expect(kiln?.count).toBe(found.body.posts.length);
  });
});
