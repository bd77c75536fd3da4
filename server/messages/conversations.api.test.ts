import {
  EMPTY_MESSAGE_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_YOURSELF_MESSAGE,
} from "@contract/messages.ts";
import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import { ALLOW_MESSAGES_OFF_MESSAGE } from "@contract/settings.ts";
import { CANNOT_MESSAGE_MESSAGE } from "@contract/users.ts";
import { countDistinct, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { INVALID_CURSOR_MESSAGE } from "../db/keyset.ts";
import { messages, notifications } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import {
  makeConversation,
  makeMember,
  makeMessage,
  signUpMember,
  TEST_PASSWORD,
} from "../test/factories.ts";
import { connectLive } from "../test/live.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "../users/privacy.ts";
import { CONVERSATIONS_PER_PAGE, MESSAGES_PER_PAGE } from "./conversations.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

type Summary = {
  id: string;
  user: { id: string };
  lastMessage: { content: string } | null;
  unreadCount: number;
};

const summaryWith = (list: Summary[], userId: string) =>
  list.find((summary) => summary.user.id === userId);

describe("POST /api/messages", () => {
  it("stores the message, lists the conversation for both, unread for the receiver only", async () => {
    const sender = await signUpMember(server.url, { firstName: "Ife" });
    const receiver = await signUpMember(server.url);
    const sent = await sender.client.post("/api/messages", {
      receiverId: receiver.user.id,
      content: "  Are you free on Saturday?  ",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      senderId: sender.user.id,
      receiverId: receiver.user.id,
      content: "Are you free on Saturday?",
    });
    const theirs = summaryWith(
      (await receiver.client.get("/api/conversations")).body,
      sender.user.id,
    );
    expect(theirs).toMatchObject({
      lastMessage: { content: "Are you free on Saturday?" },
      unreadCount: 1,
    });
    const mine = summaryWith(
      (await sender.client.get("/api/conversations")).body,
      receiver.user.id,
    );
    expect(mine?.unreadCount).toBe(0);
  });

  it("delivers the message live to both members", async () => {
    const sender = await signUpMember(server.url);
    const receiver = await signUpMember(server.url);
    const [senderLive, receiverLive] = [
      await connectLive(sender.client),
      await connectLive(receiver.client),
    ];
    await sender.client.post("/api/messages", { receiverId: receiver.user.id, content: "Hi!" });
    const expected = { type: "newMessage", data: expect.objectContaining({ content: "Hi!" }) };
    expect(await senderLive.next()).toEqual(expected);
    expect(await receiverLive.next()).toEqual(expected);
    senderLive.close();
    receiverLive.close();
  });

  it.each([
    ["blank content", { content: "   " }, 400, EMPTY_MESSAGE_MESSAGE],
    [
      "content over the limit",
      { content: "x".repeat(MESSAGE_MAX_LENGTH + 1) },
      400,
      `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
    ],
    ["a malformed recipient", { receiverId: "nobody" }, 400, "Please choose who to message."],
    [
      "an unknown recipient",
      { receiverId: "00000000-0000-4000-8000-000000000000" },
      404,
      MEMBER_NOT_FOUND_MESSAGE,
    ],
  ])("refuses %s with a clear message", async (_case, overrides, status, message) => {
    const sender = await signUpMember(server.url);
    const receiver = await signUpMember(server.url);
    const response = await sender.client.post("/api/messages", {
      receiverId: receiver.user.id,
      content: "Hello",
      ...overrides,
    });
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    expect((await receiver.client.get("/api/conversations")).body).toEqual([]);
  });

  it("refuses a message to yourself, and a signed-out visitor", async () => {
    const { client, user } = await signUpMember(server.url);
    const self = await client.post("/api/messages", { receiverId: user.id, content: "Me" });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MESSAGE_YOURSELF_MESSAGE);
    const visitor = await new TestClient(server.url).post("/api/messages", {
      receiverId: user.id,
      content: "Hello",
    });
    expect(visitor.status).toBe(401);
  });

  it("a member who turned messages off gets no new conversation; an existing one carries on", async () => {
    const closed = await signUpMember(server.url);
    const saved = await closed.client.put("/api/settings/privacy", {
      profileVisibility: "public",
      showEmail: false,
      showPhone: false,
      allowMessages: false,
    });
    expect(saved.status).toBe(200);
    const stranger = await signUpMember(server.url);
    const refused = await stranger.client.post("/api/messages", {
      receiverId: closed.user.id,
      content: "Hello",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ALLOW_MESSAGES_OFF_MESSAGE);
    const friend = await makeMember(server.context.db);
    const conversation = await makeConversation(server.context.db, friend.id, closed.user.id);
    await makeMessage(server.context.db, conversation.id, closed.user.id, friend.id);
    const friendClient = await signInAs(friend.email);
    const carriesOn = await friendClient.post("/api/messages", {
      receiverId: closed.user.id,
      content: "Still here",
    });
    expect(carriesOn.status).toBe(201);
  });

  it("refuses a message across a block, either way, in a conversation the pair already has", async () => {
    const [one, two] = [await signUpMember(server.url), await signUpMember(server.url)];
    const hello = await one.client.post("/api/messages", {
      receiverId: two.user.id,
      content: "Hi",
    });
    expect(hello.status).toBe(201);
    expect((await two.client.post(`/api/users/${one.user.id}/block`, {})).status).toBe(200);
    for (const [from, to] of [
      [one, two],
      [two, one],
    ] as const) {
      const refused = await from.client.post("/api/messages", {
        receiverId: to.user.id,
        content: "After the block",
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(CANNOT_MESSAGE_MESSAGE);
    }
    const stored = await server.context.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.senderId, one.user.id));
    expect(stored).toEqual([{ content: "Hi" }]);
    expect((await two.client.get("/api/notifications/unread-count")).body.count).toBe(1);
  });

  it("opens one conversation when two members write to each other first at the same moment", async () => {
    const one = await signUpMember(server.url);
    const two = await signUpMember(server.url);
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const [from, to] = i % 2 ? [one, two] : [two, one];
        return from.client.post("/api/messages", { receiverId: to.user.id, content: `hello ${i}` });
      }),
    );
    expect(sent.map((response) => response.status)).toEqual(Array(6).fill(201));
    for (const member of [one, two]) {
      const list = (await member.client.get("/api/conversations")).body;
      expect(list).toHaveLength(1);
      expect(list[0].unreadCount).toBe(3);
    }
  });

  it("stores a burst of messages each once, in the order stored, counted in one bell entry", async () => {
    const sender = await signUpMember(server.url);
    const receiver = await signUpMember(server.url);
    const send = (content: string) =>
      sender.client.post("/api/messages", { receiverId: receiver.user.id, content });
    // The first opens the conversation; the burst then goes to the conversation they have.
    await send("#0");
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => send(`#${i + 1}`)));
    expect(burst.map((sent) => sent.status)).toEqual(burst.map(() => 201));
    const theirs = (await receiver.client.get("/api/conversations")).body;
    expect(summaryWith(theirs, sender.user.id)?.unreadCount).toBe(31);

    const chat = (await receiver.client.get(`/api/conversations/${sender.user.id}`)).body as {
      id: string;
      content: string;
      createdAt: string;
    }[];
    expect(chat).toHaveLength(31);
    expect(new Set(chat.map((message) => message.id)).size).toBe(31);
    expect(chat.map((message) => message.content).sort()).toEqual(
      Array.from({ length: 31 }, (_, i) => `#${i}`).sort(),
    );
    // Each answer is the stored message; no two were stored at the same moment, so the order
    // they are read in cannot change between reads.
    const shown = new Map(chat.map((message) => [message.id, message]));
    for (const sent of burst) expect(shown.get(sent.body.id)).toEqual(sent.body);
    const times = chat.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const [moments] = await server.context.db
      .select({ count: countDistinct(messages.createdAt) })
      .from(messages)
      .where(eq(messages.senderId, sender.user.id));
    expect(moments?.count).toBe(31);

    const latest = chat.at(-1)!;
    const list = (await sender.client.get("/api/conversations")).body;
    expect(summaryWith(list, receiver.user.id)?.lastMessage?.content).toBe(latest.content);
    const bell = (await receiver.client.get("/api/notifications")).body;
    expect(bell).toHaveLength(1);
    expect(bell[0].message).toMatch(new RegExp(`: ${latest.content}$`));
    const [entry] = await server.context.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, receiver.user.id));
    expect(entry?.data).toEqual({ count: "31" });
  });

  it("writes two members' bursts to each other into one conversation", async () => {
    const [one, two] = [await signUpMember(server.url), await signUpMember(server.url)];
    await one.client.post("/api/messages", { receiverId: two.user.id, content: "Hello" });
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [one, two] : [two, one];
        return from.client.post("/api/messages", { receiverId: to.user.id, content: `${i}` });
      }),
    );
    expect(burst.every((sent) => sent.status === 201)).toBe(true);
    const chat = (await one.client.get(`/api/conversations/${two.user.id}`)).body;
    expect(chat).toHaveLength(21);
    const list = (await one.client.get("/api/conversations")).body;
    expect(list).toHaveLength(1);
    expect(summaryWith(list, two.user.id)?.lastMessage?.content).toBe(chat.at(-1).content);
  });
});

describe("GET /api/conversations/{userId}", () => {
  it("answers the messages oldest first, marks them read, and pages back by cursor", async () => {
    const db = server.context.db;
    const reader = await signUpMember(server.url);
    const writer = await makeMember(db);
    const conversation = await makeConversation(db, reader.user.id, writer.id);
    const total = MESSAGES_PER_PAGE + 5;
    const start = Date.parse("2026-11-01T09:00:00Z");
    for (let i = 0; i < total; i += 1) {
      await makeMessage(db, conversation.id, writer.id, reader.user.id, {
        content: `message ${i}`,
        createdAt: new Date(start + i * 60_000),
      });
    }
    const first = await reader.client.get(`/api/conversations/${writer.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(MESSAGES_PER_PAGE);
    expect(first.body[0].content).toBe("message 5");
    expect(first.body.at(-1).content).toBe(`message ${total - 1}`);
    // The page that marks them read shows them as they were when opened; the next shows when.
    expect(first.body.at(-1).readAt).toBeNull();
    const again = await reader.client.get(`/api/conversations/${writer.id}`);
    expect(again.body.at(-1).readAt).toEqual(expect.any(String));
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const older = await reader.client.get(`/api/conversations/${writer.id}?cursor=${cursor}`);
    expect(older.body.map((message: { content: string }) => message.content)).toEqual(
      Array.from({ length: 5 }, (_, i) => `message ${i}`),
    );
    expect(older.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    // A cursor names its list: the messages' one leads nowhere in the list of conversations.
    const elsewhere = await reader.client.get(`/api/conversations?cursor=${cursor}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(INVALID_CURSOR_MESSAGE);
    const list = (await reader.client.get("/api/conversations")).body;
    expect(summaryWith(list, writer.id)?.unreadCount).toBe(0);
  });

  it("shows a member only their own conversation with someone", async () => {
    const db = server.context.db;
    const [a, b] = [await makeMember(db), await makeMember(db)];
    const conversation = await makeConversation(db, a.id, b.id);
    await makeMessage(db, conversation.id, a.id, b.id, { content: "Private to a and b" });
    const third = await signUpMember(server.url);
    const response = await third.client.get(`/api/conversations/${b.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect((await third.client.get("/api/conversations")).body).toEqual([]);
  });

  it("answers an unknown member with 404, a malformed id with 400, a visitor with 401", async () => {
    const { client } = await signUpMember(server.url);
    const unknown = await client.get("/api/conversations/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect((await client.get("/api/conversations/not-an-id")).status).toBe(400);
    expect((await client.get("/api/conversations?cursor=forged")).status).toBe(400);
    expect((await new TestClient(server.url).get("/api/conversations")).status).toBe(401);
  });
});

describe("GET /api/conversations", () => {
  it("lists conversations by latest activity, a page at a time, each once", async () => {
    const db = server.context.db;
    const me = await signUpMember(server.url);
    const others = [];
    for (let i = 0; i < CONVERSATIONS_PER_PAGE + 3; i += 1) {
      const other = await makeMember(db);
      const conversation = await makeConversation(db, me.user.id, other.id);
      await makeMessage(db, conversation.id, other.id, me.user.id, {
        createdAt: new Date(Date.parse("2026-10-01T09:00:00Z") + i * 60_000),
      });
      others.push(other.id);
    }
    const first = await me.client.get("/api/conversations");
    expect(first.body).toHaveLength(CONVERSATIONS_PER_PAGE);
    expect(first.body[0].user.id).toBe(others.at(-1));
    const second = await me.client.get(
      `/api/conversations?cursor=${first.headers.get(NEXT_CURSOR_HEADER)}`,
    );
    const seen = [...first.body, ...second.body].map((summary: Summary) => summary.user.id);
    const elsewhere = await me.client.get(
      `/api/notifications?cursor=${first.headers.get(NEXT_CURSOR_HEADER)}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(INVALID_CURSOR_MESSAGE);
    expect(seen).toHaveLength(others.length);
    expect(new Set(seen)).toEqual(new Set(others));

    await me.client.post("/api/messages", { receiverId: others[0], content: "Back to you" });
    const reordered = (await me.client.get("/api/conversations")).body;
    expect(reordered[0]).toMatchObject({
      user: { id: others[0] },
      lastMessage: { content: "Back to you" },
    });
  });
});

/** A member made by the factory, signed in through the API. */
async function signInAs(email: string) {
  const client = new TestClient(server.url);
  const response = await client.post("/api/auth/login", {
    email,
    password: TEST_PASSWORD,
  });
  expect(response.status).toBe(200);
  return client;
}

describe("seen and typing", () => {
  it("tells the sender live when their messages are read, and shows when", async () => {
    const sender = await signUpMember(server.url);
    const reader = await signUpMember(server.url);
    const sent = await sender.client.post("/api/messages", {
      receiverId: reader.user.id,
      content: "Are you free on Friday?",
    });
    expect(sent.body.readAt).toBeNull();
    const live = await connectLive(sender.client);
    live.send({ type: "authenticate" });
    expect((await live.next()).type).toBe("authenticated");

    await reader.client.get(`/api/conversations/${sender.user.id}`);
    const seen = await live.next();
    expect(seen).toEqual({
      type: "messagesRead",
      data: { readerId: reader.user.id, readAt: expect.any(String) },
    });
    const [message] = (await sender.client.get(`/api/conversations/${reader.user.id}`)).body;
    expect(message.readAt).toBe(seen.type === "messagesRead" ? seen.data.readAt : null);
    // Reading again, with nothing new, is not news.
    await reader.client.get(`/api/conversations/${sender.user.id}`);
    await expect(live.next(300)).rejects.toThrow("no live event arrived");
    live.close();
  });

  it("relays typing within a conversation only, never to a stranger or across a block", async () => {
    const writer = await signUpMember(server.url);
    const reader = await signUpMember(server.url);
    const stranger = await signUpMember(server.url);
    await writer.client.post("/api/messages", { receiverId: reader.user.id, content: "Hi" });
    const readerLive = await connectLive(reader.client);
    const writerLive = await connectLive(writer.client);
    const strangerLive = await connectLive(stranger.client);

    writerLive.send({ type: "typing", to: reader.user.id });
    expect(await readerLive.next()).toEqual({ type: "typing", data: { userId: writer.user.id } });

    strangerLive.send({ type: "typing", to: reader.user.id });
    writerLive.send({ type: "typing", to: writer.user.id });
    await expect(readerLive.next(300)).rejects.toThrow("no live event arrived");
    await expect(writerLive.next(300)).rejects.toThrow("no live event arrived");

    await reader.client.post(`/api/users/${writer.user.id}/block`);
    writerLive.send({ type: "typing", to: reader.user.id });
    await expect(readerLive.next(300)).rejects.toThrow("no live event arrived");
    for (const live of [readerLive, writerLive, strangerLive]) live.close();
  });
});
