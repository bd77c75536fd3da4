import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import { and, count, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { INVALID_CURSOR_MESSAGE } from "../db/keyset.ts";
import { notifications } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makeMember, makePost, signUpMember, TEST_PASSWORD } from "../test/factories.ts";
import { connectLive } from "../test/live.ts";
import { recordNotification } from "./notify.ts";
import { NOTIFICATIONS_PER_PAGE } from "./queries.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

async function signInAs(email: string) {
  const client = new TestClient(server.url);
  expect((await client.post("/api/auth/login", { email, password: TEST_PASSWORD })).status).toBe(
    200,
  );
  return client;
}

const unread = async (client: TestClient) =>
  (await client.get("/api/notifications/unread-count")).body.count as number;

/** A member with a post, and three others (Ana, Ben and Cleo `lastName`) to react to it. */
async function postWithFans(content: string, lastName: string) {
  const author = await signUpMember(server.url);
  const post = await author.client.post("/api/posts", { content });
  const fans = await Promise.all(
    ["Ana", "Ben", "Cleo"].map((firstName) => signUpMember(server.url, { firstName, lastName })),
  );
  return { author, post, fans };
}

describe("stored notifications", () => {
  it("keeps the badge's count equal to the unread entries through every way they come and go", async () => {
    const { author: member, post, fans: others } = await postWithFans("Counted", "Count");
    // The count the badge shows, and the entries it stands for, must agree after each step.
    const agrees = async (expected: number) => {
      const [row] = await server.context.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, member.user.id), isNull(notifications.readAt)));
      expect([await unread(member.client), row!.n]).toEqual([expected, expected]);
    };
    await agrees(0);
    // Likes on one post join one entry; a message and a follow add their own.
    for (const other of others) await other.client.post(`/api/posts/${post.body.id}/like`);
    await agrees(1);
    await others[0]!.client.post("/api/messages", { receiverId: member.user.id, content: "Hi" });
    await others[0]!.client.post("/api/messages", { receiverId: member.user.id, content: "Again" });
    await others[1]!.client.post(`/api/users/${member.user.id}/follow`);
    await agrees(3);
    const list = (await member.client.get("/api/notifications")).body as { id: string }[];
    expect((await member.client.post(`/api/notifications/${list[0]!.id}/read`)).status).toBe(204);
    // Marking an entry read twice moves the count once.
    await member.client.post(`/api/notifications/${list[0]!.id}/read`);
    await agrees(2);
    expect((await member.client.delete(`/api/notifications/${list[1]!.id}`)).status).toBe(204);
    await agrees(1);
    // A read entry going is no unread one going.
    await member.client.delete(`/api/notifications/${list[0]!.id}`);
    await agrees(1);
    await member.client.post("/api/notifications/read");
    await agrees(0);
    // After reading, a like starts a new entry rather than joining the read one.
    await others[2]!.client.delete(`/api/posts/${post.body.id}/like`);
    await others[2]!.client.post(`/api/posts/${post.body.id}/like`);
    await agrees(1);
    // An account that goes takes what it did to others with it.
    await others[2]!.client.delete("/api/account", {
      password: TEST_PASSWORD,
      confirmation: "DELETE",
    });
    await agrees(0);
    await others[0]!.client.post("/api/messages", { receiverId: member.user.id, content: "Back" });
    await agrees(1);
    await member.client.delete("/api/notifications");
    await agrees(0);
  });

  it("keeps a like for the author after the tab that heard it is gone, and counts it unread", async () => {
    const author = await signUpMember(server.url);
    const fan = await signUpMember(server.url, { firstName: "Ana", lastName: "Lima" });
    const post = await author.client.post("/api/posts", { content: "New series" });

    const live = await connectLive(author.client);
    live.send({ type: "authenticate" });
    expect((await live.next()).type).toBe("authenticated");
    await fan.client.post(`/api/posts/${post.body.id}/like`);
    const event = await live.next();
    live.close();

    const list = await author.client.get("/api/notifications");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        type: "like",
        title: "New like",
        message: "Ana Lima liked your post.",
        link: `/posts/${post.body.id}`,
        read: false,
      }),
    ]);
    // The live event names the stored entry, so the tab can mark that very one read.
    expect(event).toEqual({
      type: "notification",
      data: expect.objectContaining({ id: list.body[0].id, type: "like" }),
    });
    expect(await unread(author.client)).toBe(1);
    // Another device signed in later sees the same count.
    expect(await unread(await signInAs(author.form.email))).toBe(1);
  });

  it("joins repeated likes on one post into one entry while it is unread", async () => {
    const { author, post, fans } = await postWithFans("Grouped", "Fan");
    const messages = async () =>
      (await author.client.get("/api/notifications")).body.map(
        (entry: { message: string }) => entry.message,
      );
    await fans[0]!.client.post(`/api/posts/${post.body.id}/like`);
    await fans[1]!.client.post(`/api/posts/${post.body.id}/like`);
    expect(await messages()).toEqual(["Ben Fan and 1 other liked your post."]);
    await fans[2]!.client.post(`/api/posts/${post.body.id}/like`);

    const list = (await author.client.get("/api/notifications")).body;
    expect(list).toHaveLength(1);
    expect(list[0].message).toBe("Cleo Fan and 2 others liked your post.");
    expect(await unread(author.client)).toBe(1);

    // Once read, the next like starts a new entry.
    await author.client.post("/api/notifications/read");
    const late = await signUpMember(server.url, { firstName: "Dev", lastName: "Late" });
    await late.client.post(`/api/posts/${post.body.id}/like`);
    const after = (await author.client.get("/api/notifications")).body;
    expect(after.map((entry: { message: string }) => entry.message)).toEqual([
      "Dev Late liked your post.",
      "Cleo Fan and 2 others liked your post.",
    ]);
    expect(after.map((entry: { read: boolean }) => entry.read)).toEqual([false, true]);
  });

  it("stores follows, invitations and messages with where each leads, never one's own doing", async () => {
    const member = await signUpMember(server.url);
    const other = await signUpMember(server.url);
    await other.client.post(`/api/users/${member.user.id}/follow`);
    await other.client.post("/api/availability", {
      date: "2026-12-05",
      status: "busy",
      title: "Shoot",
      invitedUsers: [member.user.id],
    });
    await other.client.post("/api/messages", { receiverId: member.user.id, content: "Hi" });
    await other.client.post("/api/messages", {
      receiverId: member.user.id,
      content: "Still there?",
    });
    const post = await member.client.post("/api/posts", { content: "Mine" });
    await member.client.post(`/api/posts/${post.body.id}/like`);

    const list = (await member.client.get("/api/notifications")).body;
    expect(list.map((entry: { type: string; link: string }) => [entry.type, entry.link])).toEqual([
      ["newMessage", `/messages?user=${other.user.id}`],
      ["invite", `/profile/${other.user.id}`],
      ["follow", `/profile/${other.user.id}`],
    ]);
    // Unread messages from one sender are one entry showing the latest.
    expect(list[0].message).toMatch(/: Still there\?$/);
    expect((await other.client.get("/api/notifications")).body).toEqual([]);
  });

  it("tells the author of a comment on their post, live and stored, never of their own", async () => {
    const author = await signUpMember(server.url);
    const fan = await signUpMember(server.url, { firstName: "Ines", lastName: "Roth" });
    const post = await author.client.post("/api/posts", { content: "Talk to me" });
    const live = await connectLive(author.client);

    const commented = await fan.client.post(`/api/posts/${post.body.id}/comments`, {
      content: "Lovely light",
    });
    expect(commented.status).toBe(201);
    const event = await live.next();
    expect(event).toEqual({
      type: "notification",
      data: {
        type: "comment",
        title: "New comment",
        message: "Ines Roth commented on your post.",
        link: `/posts/${post.body.id}`,
        id: expect.any(String),
      },
    });
    await author.client.post(`/api/posts/${post.body.id}/comments`, { content: "Thank you" });
    await expect(live.next(300)).rejects.toThrow("no live event arrived");
    live.close();
    const list = (await author.client.get("/api/notifications")).body;
    expect(list).toEqual([
      expect.objectContaining({
        id: event.type === "notification" ? event.data.id : null,
        type: "comment",
        read: false,
      }),
    ]);

    // Comments go by the same switch as likes.
    const settings = (await author.client.get("/api/settings")).body;
    await author.client.put("/api/settings/notifications", {
      ...settings.notifications,
      pushNotifications: false,
    });
    await fan.client.post(`/api/posts/${post.body.id}/comments`, { content: "Again" });
    expect((await author.client.get("/api/notifications")).body).toHaveLength(1);
  });

  it("keeps what happened and its notification when the live delivery fails", async () => {
    const author = await signUpMember(server.url);
    const fan = await signUpMember(server.url, { firstName: "Ola", lastName: "Dunn" });
    const post = await author.client.post("/api/posts", { content: "Through an outage" });
    const publish = vi
      .spyOn(server.context.events, "publish")
      .mockRejectedValue(new Error("the event bus is down"));
    try {
      const liked = await fan.client.post(`/api/posts/${post.body.id}/like`);
      expect(liked.status).toBe(200);
      const sent = await fan.client.post("/api/messages", {
        receiverId: author.user.id,
        content: "Did this arrive?",
      });
      expect(sent.status).toBe(201);
      expect(publish).toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
    const list = (await author.client.get("/api/notifications")).body;
    expect(list.map((entry: { type: string }) => entry.type)).toEqual(["newMessage", "like"]);
    expect(await unread(author.client)).toBe(2);
    const chat = (await author.client.get(`/api/conversations/${fan.user.id}`)).body;
    expect(chat.map((message: { content: string }) => message.content)).toEqual([
      "Did this arrive?",
    ]);
  });

  it("stores nothing when the member switched that kind off", async () => {
    const member = await signUpMember(server.url);
    const settings = (await member.client.get("/api/settings")).body;
    await member.client.put("/api/settings/notifications", {
      ...settings.notifications,
      followNotifications: false,
    });
    await (await signUpMember(server.url)).client.post(`/api/users/${member.user.id}/follow`);
    expect((await member.client.get("/api/notifications")).body).toEqual([]);
  });

  it("leaves no notification behind when the change that caused it rolls back", async () => {
    const author = await makeMember(server.context.db);
    const fan = await makeMember(server.context.db);
    const failed = server.context.db.transaction(async (tx) => {
      await recordNotification(tx, author.id, fan.id, {
        type: "like",
        title: "New like",
        message: "Someone liked your post.",
      });
      throw new Error("the like failed after its notification was written");
    });
    await expect(failed).rejects.toThrow("the like failed");
    const [row] = await server.context.db
      .select({ count: count() })
      .from(notifications)
      .where(eq(notifications.userId, author.id));
    expect(row?.count).toBe(0);
  });

  it("pages newest first without overlap", async () => {
    const db = server.context.db;
    const member = await makeMember(db);
    const total = NOTIFICATIONS_PER_PAGE + 5;
    for (let index = 0; index < total; index++) {
      const post = await makePost(db, member.id);
      const fan = await makeMember(db);
      await db.transaction((tx) =>
        recordNotification(tx, member.id, fan.id, {
          type: "like",
          title: "New like",
          message: `Like ${index}`,
          group: { key: `like:${post.id}` },
        }),
      );
    }
    const client = await signInAs(member.email);
    const first = await client.get("/api/notifications");
    expect(first.body).toHaveLength(NOTIFICATIONS_PER_PAGE);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = await client.get(`/api/notifications?cursor=${cursor}`);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const messages = [...first.body, ...second.body].map((entry) => entry.message);
    expect(messages).toEqual(
      Array.from({ length: total }, (_, index) => `Like ${total - 1 - index}`),
    );
    expect((await client.get("/api/notifications?cursor=nonsense")).status).toBe(400);
    const elsewhere = await client.get(`/api/conversations?cursor=${cursor}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(INVALID_CURSOR_MESSAGE);
  });
});

describe("reading and clearing", () => {
  it("marks one read, removes one, clears all; only for the member they were sent to", async () => {
    const member = await signUpMember(server.url);
    const followers = await Promise.all([signUpMember(server.url), signUpMember(server.url)]);
    for (const follower of followers) {
      await follower.client.post(`/api/users/${member.user.id}/follow`);
    }
    const [newest, oldest] = (await member.client.get("/api/notifications")).body;
    expect(await unread(member.client)).toBe(2);

    const stranger = followers[0]!.client;
    expect((await stranger.post(`/api/notifications/${newest.id}/read`)).status).toBe(404);
    expect((await stranger.delete(`/api/notifications/${newest.id}`)).status).toBe(404);
    await stranger.delete("/api/notifications");
    expect(await unread(member.client)).toBe(2);

    expect((await member.client.post(`/api/notifications/${newest.id}/read`)).status).toBe(204);
    expect(await unread(member.client)).toBe(1);
    expect((await member.client.delete(`/api/notifications/${oldest.id}`)).status).toBe(204);
    expect((await member.client.get("/api/notifications")).body).toEqual([
      expect.objectContaining({ id: newest.id, read: true }),
    ]);
    expect((await member.client.delete("/api/notifications")).status).toBe(204);
    expect((await member.client.get("/api/notifications")).body).toEqual([]);
    expect((await member.client.post("/api/notifications/not-an-id/read")).status).toBe(400);
  });

  it("refuses visitors who are not signed in", async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get("/api/notifications")).status).toBe(401);
    expect((await visitor.get("/api/notifications/unread-count")).status).toBe(401);
  });
});
