import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { followWalks, profileViews } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import {
  makeComment,
  makeFollow,
  makeLike,
  makeMember,
  makePost,
  signUpMember,
} from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("follows", () => {
  it("follow and unfollow are idempotent and move the counts", async () => {
    const { client } = await signUpMember(server.url);
    const { user: other } = await signUpMember(server.url);
    expect((await client.get(`/api/users/${other.id}/is-following`)).body).toEqual({
      isFollowing: false,
      isRequested: false,
    });
    await client.post(`/api/users/${other.id}/follow`);
    const again = await client.post(`/api/users/${other.id}/follow`);
    expect(again.body).toEqual({
      isFollowing: true,
      isRequested: false,
      followers: 1,
      following: 0,
    });
    expect((await client.get(`/api/users/${other.id}/is-following`)).body).toEqual({
      isFollowing: true,
      isRequested: false,
    });
    await client.delete(`/api/users/${other.id}/follow`);
    const gone = await client.delete(`/api/users/${other.id}/follow`);
    expect(gone.body).toEqual({
      isFollowing: false,
      isRequested: false,
      followers: 0,
      following: 0,
    });
  });

  it("refuses following yourself, a missing member, and anonymous callers", async () => {
    const { client, user } = await signUpMember(server.url);
    const self = await client.post(`/api/users/${user.id}/follow`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot follow yourself.");
    const missing = await client.post("/api/users/00000000-0000-4000-8000-000000000000/follow");
    expect(missing.status).toBe(404);
    expect((await new TestClient(server.url).post(`/api/users/${user.id}/follow`)).status).toBe(
      401,
    );
  });
});

describe("GET /api/users/:id", () => {
  it("shows a member without their private email or phone", async () => {
    const { client } = await signUpMember(server.url);
    const { user: other } = await signUpMember(server.url);
    const response = await client.get(`/api/users/${other.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: other.id, email: null, phone: null });
    expect(JSON.stringify(response.body)).not.toContain("passwordHash");
    expect((await client.get("/api/users/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("GET /api/users/suggested", () => {
  it("puts friends of friends first, then same profession or city; never yourself or people you follow", async () => {
    const { client: me, user: meUser } = await signUpMember(server.url, {
      profession: "stylist",
      location: "Leeds",
    });
    const { user: friend, client: friendClient } = await signUpMember(server.url);
    const { user: friendOfFriend } = await signUpMember(server.url, { location: "Cardiff" });
    const { user: sameTrade } = await signUpMember(server.url, {
      profession: "stylist",
      location: "Cardiff",
    });
    await me.post(`/api/users/${friend.id}/follow`);
    await friendClient.post(`/api/users/${friendOfFriend.id}/follow`);
    const response = await me.get("/api/users/suggested");
    const ids = response.body.map((u: { id: string }) => u.id);
    expect(ids[0]).toBe(friendOfFriend.id);
    expect(ids).toContain(sameTrade.id);
    expect(ids.indexOf(sameTrade.id)).toBeLessThan(ids.length);
    expect(ids).not.toContain(meUser.id);
    expect(ids).not.toContain(friend.id);
    expect(response.body[0]).toEqual({
      id: friendOfFriend.id,
      firstName: "Test",
      lastName: friendOfFriend.lastName,
      profileImageUrl: null,
      profession: "Photographer",
      location: "Cardiff",
      isVerified: false,
    });
  });

  it("ranks by shared follows, then profession and city, profession, city, newest", async () => {
    const { db } = server.context;
    const town = `Tobermory ${Date.now()}`;
    const { client: me, user: meUser } = await signUpMember(server.url, {
      profession: "model",
      location: town,
    });
    const [friendA, friendB] = [await makeMember(db), await makeMember(db)];
    const [sharedByTwo, sharedByOne] = [await makeMember(db), await makeMember(db)];
    const both = await makeMember(db, { profession: "Model", location: town });
    const trade = await makeMember(db, { profession: "Model", location: "Oban" });
    const neighbour = await makeMember(db, { profession: "Writer", location: town });
    const unfinished = await makeMember(db, { location: town, profileComplete: false });
    for (const friend of [friendA, friendB]) await makeFollow(db, meUser.id, friend.id);
    await makeFollow(db, friendA.id, sharedByTwo.id);
    await makeFollow(db, friendB.id, sharedByTwo.id);
    await makeFollow(db, friendB.id, sharedByOne.id);

    const response = await me.get<{ id: string }[]>("/api/users/suggested");
    expect(response.status).toBe(200);
    const ids = response.body.map((member) => member.id);
    expect(ids).toHaveLength(10);
    expect(ids.slice(0, 3)).toEqual([sharedByTwo.id, sharedByOne.id, both.id]);
    expect(ids.indexOf(trade.id)).toBeGreaterThan(2);
    expect(ids.indexOf(neighbour.id)).toBeGreaterThan(ids.indexOf(trade.id));
    expect(ids).not.toContain(unfinished.id);
    expect(ids).not.toContain(friendA.id);
  });

  it("keeps a walk for ten minutes, walks again after my own follows, and checks each find at every read", async () => {
    const { db } = server.context;
    const { client: me, user: meUser } = await signUpMember(server.url, { location: "" });
    const friends = [await makeMember(db), await makeMember(db)];
    const [friendOfFriend, latecomer] = [await makeMember(db), await makeMember(db)];
    for (const friend of friends) await makeFollow(db, friend.id, friendOfFriend.id);
    const firstSuggested = async () => {
      const response = await me.get<{ id: string }[]>("/api/users/suggested");
      expect(response.status).toBe(200);
      return response.body.map((member) => member.id)[0];
    };

    // Following through the API walks again at my next read: the friends' friend comes first.
    expect(await firstSuggested()).not.toBe(friendOfFriend.id);
    for (const friend of friends) {
      expect((await me.post(`/api/users/${friend.id}/follow`)).status).toBe(200);
    }
    expect(await firstSuggested()).toBe(friendOfFriend.id);

    // Whom my friends follow later is walked to once the kept walk is ten minutes old; shared
    // as widely and newer, they then come first.
    for (const friend of friends) await makeFollow(db, friend.id, latecomer.id);
    expect(await firstSuggested()).toBe(friendOfFriend.id);
    await db
      .update(followWalks)
      .set({ walkedAt: sql`now() - interval '11 minutes'` })
      .where(eq(followWalks.memberId, meUser.id));
    expect(await firstSuggested()).toBe(latecomer.id);

    // A find I block is not suggested, though the kept walk still holds it.
    expect((await me.post(`/api/users/${latecomer.id}/block`)).status).toBe(200);
    expect(await firstSuggested()).toBe(friendOfFriend.id);
    const [kept] = await db.select().from(followWalks).where(eq(followWalks.memberId, meUser.id));
    expect(kept?.foundIds).toContain(latecomer.id);
  });

  it("works for a member with no profession, no town and no follows", async () => {
    const { client: blank, user: blankUser } = await signUpMember(server.url, {
      profession: "other",
      location: "",
    });
    const { user: someone } = await signUpMember(server.url, { location: "Ynys Môn" });
    const response = await blank.get("/api/users/suggested");
    expect(response.status).toBe(200);
    const ids = response.body.map((u: { id: string }) => u.id);
    expect(ids).toContain(someone.id);
    expect(ids).not.toContain(blankUser.id);
    // The header search and the Network search serve the same member too.
    expect((await blank.get("/api/search?q=Test")).status).toBe(200);
    expect((await blank.get("/api/search/users?q=Test")).status).toBe(200);
  });
});

describe("GET /api/users/:id/stats", () => {
  it("counts the last 30 days for the owner only", async () => {
    const { db } = server.context;
    const { client: owner, user } = await signUpMember(server.url);
    const { client: fan, user: fanUser } = await signUpMember(server.url);
    const { user: oldFan } = await signUpMember(server.url);
    const post = await makePost(db, user.id);
    await fan.post(`/api/posts/${post.id}/like`);
    await owner.post(`/api/posts/${post.id}/like`);
    await fan.post(`/api/posts/${post.id}/comments`, { content: "Lovely" });
    await owner.post(`/api/posts/${post.id}/comments`, { content: "Thanks" });
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await makeLike(db, post.id, oldFan.id, { createdAt: longAgo });
    await makeComment(db, post.id, oldFan.id, { content: "old", createdAt: longAgo });
    await fan.post(`/api/users/${user.id}/follow`);
    await makeFollow(db, oldFan.id, user.id, { createdAt: longAgo });
    await db.insert(profileViews).values([
      { profileId: user.id, viewerId: fanUser.id },
      { profileId: user.id, viewerId: fanUser.id, viewedOn: "2020-01-01" },
      { profileId: user.id, viewerId: user.id },
    ]);

    const stats = await owner.get(`/api/users/${user.id}/stats`);
    expect(stats.body).toEqual({ profileViews: 1, postEngagement: 2, newFollowers: 1 });
    const refused = await fan.get(`/api/users/${user.id}/stats`);
    expect(refused.status).toBe(403);
    // A member with nothing yet reads zeros, not blanks.
    const fresh = await fan.get(`/api/users/${fanUser.id}/stats`);
    expect(fresh.body).toEqual({ profileViews: 0, postEngagement: 0, newFollowers: 0 });
  });
});
