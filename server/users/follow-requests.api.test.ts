import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import { FOLLOW_REQUEST_NOT_FOUND_MESSAGE } from "@contract/profile.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { INVALID_CURSOR_MESSAGE } from "../db/keyset.ts";
import { followRequests } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { makeMember, setPrivacy, signUpMember } from "../test/factories.ts";
import { everyPage } from "../test/pages.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

/** A member sharing with followers only, and someone who would like to follow them. */
async function lockedMemberAndAsker() {
  const locked = await signUpMember(server.url, { firstName: "Lux", lastName: "Rowe" });
  const asker = await signUpMember(server.url, { firstName: "Ari", lastName: "Vance" });
  await locked.client.post("/api/posts", { content: "For followers" });
  await setPrivacy(server.context.db, locked.user.id, "followers");
  return { locked, asker };
}

describe("follow requests", () => {
  it("asks a followers-only member first; the asker sees a stranger's view until approved", async () => {
    const { locked, asker } = await lockedMemberAndAsker();
    const asked = await asker.client.post(`/api/users/${locked.user.id}/follow`);
    expect(asked.body).toEqual({
      isFollowing: false,
      isRequested: true,
      followers: 0,
      following: 0,
    });
    expect((await asker.client.get(`/api/users/${locked.user.id}/is-following`)).body).toEqual({
      isFollowing: false,
      isRequested: true,
    });
    expect((await asker.client.get(`/api/posts?userId=${locked.user.id}`)).status).toBe(403);

    const [notice] = (await locked.client.get("/api/notifications")).body;
    expect(notice).toMatchObject({
      title: "Follow request",
      message: "Ari Vance asked to follow you.",
      link: "/settings?tab=privacy",
    });
    const requests = (await locked.client.get("/api/follow-requests")).body;
    expect(requests.map((member: { id: string }) => member.id)).toEqual([asker.user.id]);

    const approved = await locked.client.post(`/api/follow-requests/${asker.user.id}/approve`);
    expect(approved.status).toBe(204);
    expect((await locked.client.get("/api/follow-requests")).body).toEqual([]);
    expect((await asker.client.get(`/api/posts?userId=${locked.user.id}`)).status).toBe(200);
    expect((await asker.client.get(`/api/users/${locked.user.id}/is-following`)).body).toEqual({
      isFollowing: true,
      isRequested: false,
    });
    const [told] = (await asker.client.get("/api/notifications")).body;
    expect(told).toMatchObject({
      title: "Follow request approved",
      link: `/profile/${locked.user.id}`,
    });
  });

  it("declines, withdraws, and refuses answering a request that is not one's own", async () => {
    const { locked, asker } = await lockedMemberAndAsker();
    const stranger = await signUpMember(server.url);
    await asker.client.post(`/api/users/${locked.user.id}/follow`);

    // Only the member asked may answer; to anyone else there is no such request.
    const hijack = await stranger.client.post(`/api/follow-requests/${asker.user.id}/approve`);
    expect(hijack.status).toBe(404);
    expect(hijack.body.message).toBe(FOLLOW_REQUEST_NOT_FOUND_MESSAGE);
    const own = await asker.client.post(`/api/follow-requests/${asker.user.id}/approve`);
    expect(own.status).toBe(404);

    expect((await locked.client.delete(`/api/follow-requests/${asker.user.id}`)).status).toBe(204);
    expect((await asker.client.get(`/api/users/${locked.user.id}/is-following`)).body).toEqual({
      isFollowing: false,
      isRequested: false,
    });
    expect((await locked.client.delete(`/api/follow-requests/${asker.user.id}`)).status).toBe(404);

    // Asking again, then thinking better of it.
    await asker.client.post(`/api/users/${locked.user.id}/follow`);
    const withdrawn = await asker.client.delete(`/api/users/${locked.user.id}/follow`);
    expect(withdrawn.body).toMatchObject({ isFollowing: false, isRequested: false });
    expect((await locked.client.get("/api/follow-requests")).body).toEqual([]);
  });

  it("turns waiting requests into follows when the member opens their profile to everyone", async () => {
    const { locked, asker } = await lockedMemberAndAsker();
    await asker.client.post(`/api/users/${locked.user.id}/follow`);
    const settings = (await locked.client.get("/api/settings")).body;
    await locked.client.put("/api/settings/privacy", {
      ...settings.privacy,
      profileVisibility: "public",
    });
    expect((await asker.client.get(`/api/users/${locked.user.id}/is-following`)).body).toEqual({
      isFollowing: true,
      isRequested: false,
    });
    expect((await locked.client.get(`/api/users/${locked.user.id}/follow-counts`)).body).toEqual({
      followers: 1,
      following: 0,
    });
  });

  it("lists a member's many waiting requests a page at a time, newest first", async () => {
    const { locked, asker } = await lockedMemberAndAsker();
    const base = Date.UTC(2026, 5, 1, 9);
    const asked: { id: string; at: number }[] = [];
    // Seven requests, three pairs of them in one instant each: the asker settles the order.
    for (const minute of [0, 1, 1, 2, 3, 3, 4]) {
      const member = await makeMember(server.context.db);
      const at = base + minute * 60_000;
      await server.context.db
        .insert(followRequests)
        .values({ requesterId: member.id, targetId: locked.user.id, createdAt: new Date(at) });
      asked.push({ id: member.id, at });
    }
    const newestFirst = [...asked]
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((request) => request.id);

    const paged = await everyPage<{ id: string }>(locked.client, "/api/follow-requests", 3);
    expect(paged.map((member) => member.id)).toEqual(newestFirst);
    // Nobody asked the asker: their own list is empty.
    expect((await asker.client.get("/api/follow-requests")).body).toEqual([]);

    const first = await locked.client.get("/api/follow-requests?limit=2");
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    const elsewhere = await locked.client.get(`/api/jobs/saved?cursor=${cursor}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(INVALID_CURSOR_MESSAGE);
    for (const path of ["/api/follow-requests?limit=51", "/api/follow-requests?cursor=x"]) {
      expect((await locked.client.get(path)).status, path).toBe(400);
    }
  });

  it("follows a public member at once, as before", async () => {
    const open = await signUpMember(server.url);
    const fan = await signUpMember(server.url);
    const followed = await fan.client.post(`/api/users/${open.user.id}/follow`);
    expect(followed.body).toMatchObject({ isFollowing: true, isRequested: false, followers: 1 });
    expect((await open.client.get("/api/follow-requests")).body).toEqual([]);
  });
});
