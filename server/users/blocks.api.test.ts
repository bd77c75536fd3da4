import { CANNOT_MESSAGE_MESSAGE } from "@contract/users.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { signUpMember } from "../test/factories.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "./privacy.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

/** A blocker and the member they block, each with a post and a word to be found by. */
async function blockedPair() {
  const word = `Zephyrine${Math.random().toString(36).slice(2, 7)}`;
  const blocker = await signUpMember(server.url, { firstName: word });
  const blocked = await signUpMember(server.url, { firstName: `${word}x` });
  for (const side of [blocker, blocked]) {
    await side.client.post("/api/posts", { content: `Work by ${side.user.id}` });
    await side.client.post("/api/availability", { date: "2026-12-10", status: "busy" });
  }
  await blocked.client.post(`/api/users/${blocker.user.id}/follow`);
  await blocker.client.post(`/api/users/${blocked.user.id}/follow`);
  await blocked.client.post("/api/messages", { receiverId: blocker.user.id, content: "Hello" });
  const block = await blocker.client.post(`/api/users/${blocked.user.id}/block`);
  expect(block.status).toBe(200);
  expect(block.body).toEqual({ isBlocked: true });
  return { blocker, blocked, word };
}

const postAuthors = (posts: { user: { id: string } }[]) => posts.map((post) => post.user.id);

describe("blocking a member", () => {
  it("hides the blocker from the blocked member everywhere, without saying why", async () => {
    const { blocker, blocked, word } = await blockedPair();
    const them = blocked.client;
    const id = blocker.user.id;

    const profile = await them.get(`/api/users/${id}`);
    expect(profile.status).toBe(404);
    expect(profile.body.message).toBe(MEMBER_NOT_FOUND_MESSAGE);
    for (const content of ["portfolio", "availability"]) {
      const answer = await them.get(`/api/users/${id}/${content}`);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(MEMBER_NOT_FOUND_MESSAGE);
    }
    expect((await them.get(`/api/posts?userId=${id}`)).status).toBe(404);
    expect(postAuthors((await them.get("/api/posts")).body)).not.toContain(id);

    const follow = await them.post(`/api/users/${id}/follow`);
    expect(follow.status).toBe(404);
    expect(follow.body.message).toBe(MEMBER_NOT_FOUND_MESSAGE);
    const message = await them.post("/api/messages", { receiverId: id, content: "Why?" });
    expect(message.status).toBe(403);
    expect(message.body.message).toBe(CANNOT_MESSAGE_MESSAGE);
    const start = await them.post("/api/conversations", { recipientId: id, message: "Hi" });
    expect(start.status).toBe(403);
    expect(start.body.message).toBe(CANNOT_MESSAGE_MESSAGE);

    const found = (await them.get(`/api/search/users?q=${word}`)).body.map(
      (user: { id: string }) => user.id,
    );
    expect(found).not.toContain(id);
    const site = (await them.get(`/api/search?q=${word}`)).body;
    expect(site.users.map((user: { id: string }) => user.id)).not.toContain(id);
    expect(
      (await them.get("/api/users/suggested")).body.map((u: { id: string }) => u.id),
    ).not.toContain(id);
  });

  it("ends the follows both ways and keeps the blocker's side quiet too", async () => {
    const { blocker, blocked } = await blockedPair();
    const counts = (await blocker.client.get(`/api/users/${blocker.user.id}/follow-counts`)).body;
    expect(counts).toEqual({ followers: 0, following: 0 });
    // The blocker still sees the profile header, marked as blocked, but none of the content.
    const profile = await blocker.client.get(`/api/users/${blocked.user.id}`);
    expect(profile.body).toMatchObject({
      blockedByMe: true,
      contentVisible: false,
      postsCount: null,
    });
    expect(postAuthors((await blocker.client.get("/api/posts")).body)).not.toContain(
      blocked.user.id,
    );
    const write = await blocker.client.post("/api/messages", {
      receiverId: blocked.user.id,
      content: "Still here?",
    });
    expect(write.status).toBe(403);
  });

  it("lists blocks for the blocker only, and unblocking restores what privacy allows", async () => {
    const { blocker, blocked } = await blockedPair();
    const listed = (await blocker.client.get("/api/blocks")).body;
    expect(listed.map((user: { id: string }) => user.id)).toEqual([blocked.user.id]);
    expect((await blocked.client.get("/api/blocks")).body).toEqual([]);
    // The blocked member cannot lift someone else's block.
    await blocked.client.delete(`/api/users/${blocker.user.id}/block`);
    expect((await blocked.client.get(`/api/users/${blocker.user.id}`)).status).toBe(404);

    const unblock = await blocker.client.delete(`/api/users/${blocked.user.id}/block`);
    expect(unblock.body).toEqual({ isBlocked: false });
    expect((await blocker.client.get("/api/blocks")).body).toEqual([]);
    const profile = await blocked.client.get(`/api/users/${blocker.user.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ contentVisible: true, blockedByMe: false });
    const message = await blocked.client.post("/api/messages", {
      receiverId: blocker.user.id,
      content: "Thanks",
    });
    expect(message.status).toBe(201);
  });

  it("refuses blocking yourself or nobody, and visitors", async () => {
    const { client, user } = await signUpMember(server.url);
    expect((await client.post(`/api/users/${user.id}/block`)).status).toBe(400);
    const nobody = await client.post("/api/users/00000000-0000-4000-8000-000000000000/block");
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe(MEMBER_NOT_FOUND_MESSAGE);
    expect((await client.post("/api/users/not-an-id/block")).status).toBe(400);
  });
});
