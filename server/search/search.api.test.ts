import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makeJob, makePost, signUpMember } from "../test/factories.ts";

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
