import { WS_UNAUTHORIZED_CLOSE_CODE } from "@contract/realtime.ts";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makePost, signUpMember } from "../test/factories.ts";
import { twoInstances } from "../test/instances.ts";
import { connectLive } from "../test/live.ts";

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: a member
 * connected to one hears what another member did through the other.
 */
const redisUrl = process.env.TEST_REDIS_URL!;

/** The same member's cookie, sent to another instance. */
function sameMemberOn(instance: TestApp, client: TestClient) {
  const elsewhere = new TestClient(instance.url);
  const [name, value] = client.cookieHeader.split("=");
  elsewhere.setCookie(name!, value!);
  return elsewhere;
}

describe("several instances with REDIS_URL", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await twoInstances({
      REDIS_URL: redisUrl,
      ADMIN_PASSWORD: "the admin password both instances share",
      // Longer than any test here: only the news through Redis can make an instance read a
      // session it resolved before afresh.
      SESSION_CACHE_MS: "60000",
    });
  });

  it("share sessions, and deliver a like on one instance to a socket on the other", async () => {
    const { client: authorOnFirst, user } = await signUpMember(first.url);
    const { client: fan } = await signUpMember(first.url, { firstName: "Remi", lastName: "Fox" });
    const authorOnSecond = sameMemberOn(second, authorOnFirst);
    expect((await authorOnSecond.get("/api/auth/user")).body.id).toBe(user.id);

    const live = await connectLive(authorOnSecond);
    const post = await makePost(first.context.db, user.id);
    await fan.post(`/api/posts/${post.id}/like`);
    expect(await live.next()).toEqual({
      type: "notification",
      data: {
        type: "like",
        title: "New like",
        message: "Remi Fox liked your post.",
        link: `/posts/${post.id}`,
        id: expect.any(String),
      },
    });
    live.close();
  });

  it("read a member's sessions afresh on every instance once the member changes through one", async () => {
    const { client: onFirst } = await signUpMember(first.url, { firstName: "Ada" });
    const onSecond = sameMemberOn(second, onFirst);
    const firstNameOnSecond = async () => (await onSecond.get("/api/auth/user")).body.firstName;
    expect(await firstNameOnSecond()).toBe("Ada");

    await onFirst.put("/api/users/profile", { firstName: "Ida", lastName: "Brook" });
    await expect.poll(firstNameOnSecond, { timeout: 1000 }).toBe("Ida");

    const adminStatsOnSecond = async () => (await onSecond.get("/api/admin/stats")).status;
    expect(await adminStatsOnSecond()).toBe(401);
    await onFirst.post("/api/admin/authenticate", {
      password: "the admin password both instances share",
    });
    await expect.poll(adminStatsOnSecond, { timeout: 1000 }).toBe(200);

    await onFirst.get("/api/logout");
    await expect
      .poll(async () => (await onSecond.get("/api/auth/user")).status, { timeout: 1000 })
      .toBe(401);
  });

  it("deliver a message sent through one instance to the receiver's socket on the other within a second", async () => {
    const { client: sender } = await signUpMember(first.url);
    const { client: receiverOnFirst, user: receiver } = await signUpMember(first.url);
    const live = await connectLive(sameMemberOn(second, receiverOnFirst));
    const sentAt = Date.now();
    const sent = await sender.post("/api/messages", { receiverId: receiver.id, content: "Across" });
    expect(sent.status).toBe(201);
    expect(await live.next(1000)).toEqual({
      type: "newMessage",
      data: expect.objectContaining({ content: "Across", receiverId: receiver.id }),
    });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    live.close();
  });

  it("carry typing and read receipts between members connected to different instances", async () => {
    const { client: writer, user: writerUser } = await signUpMember(first.url);
    const { client: readerOnFirst, user: reader } = await signUpMember(first.url);
    await writer.post("/api/messages", { receiverId: reader.id, content: "Typing test" });
    const writerLive = await connectLive(writer);
    const readerLive = await connectLive(sameMemberOn(second, readerOnFirst));

    writerLive.send({ type: "typing", to: reader.id });
    expect(await readerLive.next(1000)).toEqual({
      type: "typing",
      data: { userId: writerUser.id },
    });
    await sameMemberOn(second, readerOnFirst).get(`/api/conversations/${writerUser.id}`);
    expect(await writerLive.next(1000)).toEqual({
      type: "messagesRead",
      data: { readerId: reader.id, readAt: expect.any(String) },
    });
    writerLive.close();
    readerLive.close();
  });

  it("close a socket on one instance when its session is signed out through the other", async () => {
    const { client: onFirst } = await signUpMember(first.url);
    const live = await connectLive(sameMemberOn(second, onFirst));
    await onFirst.get("/api/logout");
    expect(await live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
  });

  // Each instance shares its count as a socket opens or closes: the heartbeat's 30 s, when it
  // is shared again anyway, is longer than the test waits.
  it("count the live sockets of every instance in the admin panel's current status", async () => {
    const { client: admin } = await signUpMember(first.url);
    await admin.post("/api/admin/authenticate", {
      password: "the admin password both instances share",
    });
    const liveSockets = async () => (await admin.get("/api/admin/stats")).body.liveSockets;
    const before = await liveSockets();
    const { client: member } = await signUpMember(first.url);
    const here = await connectLive(member);
    const there = await connectLive(sameMemberOn(second, member));
    await expect.poll(liveSockets).toBe(before + 2);
    there.close();
    await expect.poll(liveSockets).toBe(before + 1);
    here.close();
  });
});

describe("several instances without REDIS_URL", () => {
  it("cannot reach each other's sockets, which is what Redis is for", async () => {
    const [first, second] = await twoInstances({});
    const { client: authorOnFirst, user } = await signUpMember(first.url);
    const { client: fan } = await signUpMember(first.url);
    const live = await connectLive(sameMemberOn(second, authorOnFirst));
    const post = await makePost(first.context.db, user.id);
    await fan.post(`/api/posts/${post.id}/like`);
    await expect(live.next(500)).rejects.toThrow("no live event arrived");
    live.close();
  });
});
