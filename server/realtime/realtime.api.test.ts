import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { WS_FORBIDDEN_CLOSE_CODE, WS_UNAUTHORIZED_CLOSE_CODE } from "@contract/realtime.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makePost, signUpMember } from "../test/factories.ts";
import { connectLive } from "../test/live.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("the live connection at /ws", () => {
  it("is refused without a session", async () => {
    const live = await connectLive(new TestClient(server.url));
    expect(await live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
  });

  it("confirms the session's own member and closes on a claim to be anyone else", async () => {
    const { client, user } = await signUpMember(server.url);
    const { user: someoneElse } = await signUpMember(server.url);
    const live = await connectLive(client);
    live.send({ type: "authenticate", userId: user.id });
    expect(await live.next()).toEqual({ type: "authenticated", userId: user.id });
    live.send("not json at all");
    live.send({ type: "authenticate" });
    expect(await live.next()).toEqual({ type: "authenticated", userId: user.id });
    live.send({ type: "authenticate", userId: someoneElse.id });
    expect(await live.closed).toBe(WS_FORBIDDEN_CLOSE_CODE);
  });

  it("refuses a handshake from another site's page, and takes one from its own", async () => {
    const { client } = await signUpMember(server.url);
    await expect(connectLive(client, { origin: "https://evil.example" })).rejects.toThrow(/403/);
    const own = await connectLive(client, { origin: server.url });
    own.send({ type: "authenticate" });
    expect((await own.next()).type).toBe("authenticated");
    own.close();
  });

  it.each([
    ["refused as another site's", "/ws", "https://evil.example", /^HTTP\/1\.1 403 /],
    ["sent to a path with no live connection", "/api/health", undefined, /^HTTP\/1\.1 200 /],
  ])(
    "closes the connection of a handshake %s once it is answered",
    async (_case, path, origin, status) => {
      // Left open, every refused handshake would hold a connection (and a file descriptor) until
      // the server stops, and keep it from stopping.
      const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
      const answered = new Promise<string>((resolve) => {
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString();
        });
        socket.on("close", () => resolve(text));
      });
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${new URL(server.url).host}`,
          "Connection: Upgrade",
          "Upgrade: websocket",
          "Sec-WebSocket-Version: 13",
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}`,
          ...(origin ? [`Origin: ${origin}`] : []),
          "",
          "",
        ].join("\r\n"),
      );
      expect(await answered).toMatch(status);
    },
  );

  it("delivers like and follow notifications to the member concerned only", async () => {
    const { client: author, user } = await signUpMember(server.url, { firstName: "Nia" });
    const { client: fan, user: fanUser } = await signUpMember(server.url, {
      firstName: "Olu",
      lastName: "Ade",
    });
    const authorLive = await connectLive(author);
    const fanLive = await connectLive(fan);
    const post = await makePost(server.context.db, user.id);

    await fan.post(`/api/posts/${post.id}/like`);
    expect(await authorLive.next()).toEqual({
      type: "notification",
      data: {
        type: "like",
        title: "New like",
        message: "Olu Ade liked your post.",
        link: `/posts/${post.id}`,
        id: expect.any(String),
      },
    });
    // Liking again is not news.
    await fan.post(`/api/posts/${post.id}/like`);
    await fan.post(`/api/users/${user.id}/follow`);
    expect(await authorLive.next()).toEqual({
      type: "notification",
      data: {
        type: "follow",
        title: "New follower",
        message: "Olu Ade started following you.",
        link: `/profile/${fanUser.id}`,
        id: expect.any(String),
      },
    });
    // The fan's own actions never notify the fan.
    await expect(fanLive.next(300)).rejects.toThrow("no live event arrived");
    authorLive.close();
    fanLive.close();
  });

  it("respects the member's notification switches", async () => {
    const { client: author, user } = await signUpMember(server.url);
    const { client: fan } = await signUpMember(server.url, { firstName: "Kit", lastName: "Moss" });
    await author.put("/api/settings/notifications", {
      emailNotifications: true,
      pushNotifications: false,
      messageNotifications: true,
      jobAlerts: true,
      followNotifications: true,
    });
    const live = await connectLive(author);
    const post = await makePost(server.context.db, user.id);
    await fan.post(`/api/posts/${post.id}/like`);
    await fan.post(`/api/users/${user.id}/follow`);
    // The like (push notifications off) never came: the follow is the first event.
    const first = await live.next();
    expect(first).toMatchObject({ type: "notification", data: { type: "follow" } });
    live.close();
  });

  it("tells invitees about calendar invitations, once each", async () => {
    const { client: owner, user: ownerUser } = await signUpMember(server.url, {
      firstName: "Ada",
      lastName: "Bell",
    });
    const { client: guest, user: guestUser } = await signUpMember(server.url);
    const live = await connectLive(guest);
    const event = await owner.post("/api/availability", {
      date: "2026-12-05",
      status: "busy",
      title: "Shoot",
      invitedUsers: [guestUser.id],
    });
    expect(await live.next()).toEqual({
      type: "notification",
      data: {
        type: "invite",
        title: "Calendar invitation",
        message: 'Ada Bell invited you to "Shoot" on 2026-12-05.',
        link: `/profile/${ownerUser.id}`,
        id: expect.any(String),
      },
    });
    await owner.put(`/api/availability/${event.body.id}`, {
      date: "2026-12-06",
      status: "busy",
      title: "Shoot",
      invitedUsers: [guestUser.id],
    });
    await expect(live.next(300)).rejects.toThrow("no live event arrived");
    live.close();
  });

  it("sends a first message live to both members, with a notification for the receiver", async () => {
    const { client: sender, user: senderUser } = await signUpMember(server.url, {
      firstName: "Sam",
      lastName: "Lee",
    });
    const { client: receiver, user: receiverUser } = await signUpMember(server.url);
    const senderLive = await connectLive(sender);
    const receiverLive = await connectLive(receiver);
    await sender.post("/api/conversations", { recipientId: receiverUser.id, message: "Hi there!" });
    const events = [await receiverLive.next(), await receiverLive.next()];
    expect(events).toContainEqual({
      type: "notification",
      data: {
        type: "newMessage",
        title: "New message",
        message: "Sam Lee: Hi there!",
        link: `/messages?user=${senderUser.id}`,
        id: expect.any(String),
      },
    });
    expect(events).toContainEqual({
      type: "newMessage",
      data: expect.objectContaining({
        senderId: senderUser.id,
        receiverId: receiverUser.id,
        content: "Hi there!",
      }),
    });
    expect(await senderLive.next()).toMatchObject({ type: "newMessage" });
    senderLive.close();
    receiverLive.close();
  });
});
