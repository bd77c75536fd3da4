import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./app.ts";
import { TestClient } from "./client.ts";
import {
  makeApplication,
  makeAvailabilityEvent,
  makeComment,
  makeConversation,
  makeFollow,
  makeJob,
  makeLike,
  makeMember,
  makeMessage,
  makePortfolioItem,
  makePost,
  TEST_PASSWORD,
} from "./factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

/** The factories write rows the app itself reads back as if its own commands had made them. */
describe("test factories", () => {
  it("make members who can sign in, with posts whose counters agree with their rows", async () => {
    const { db } = server.context;
    const author = await makeMember(db, { firstName: "Factory", location: "Hull" });
    const fan = await makeMember(db);
    const client = new TestClient(server.url);
    const signIn = await client.post("/api/auth/login", {
      email: author.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);

    const post = await makePost(db, author.id, { content: "Made by a factory" });
    await makeLike(db, post.id, fan.id);
    await makeComment(db, post.id, fan.id, { content: "Nice" });
    await makeFollow(db, fan.id, author.id);
    const shown = await client.get(`/api/posts/${post.id}`);
    expect(shown.body).toMatchObject({ likes: 1, commentsCount: 1, content: "Made by a factory" });
    expect((await client.get(`/api/posts/${post.id}/comments`)).body).toHaveLength(1);
    expect((await client.get(`/api/users/${author.id}/follow-counts`)).body).toEqual({
      followers: 1,
      following: 0,
    });
  });

  it("make portfolio items, events, jobs, applications and conversations the app shows", async () => {
    const { db } = server.context;
    const member = await makeMember(db);
    const client = new TestClient(server.url);
    await client.post("/api/auth/login", { email: member.email, password: TEST_PASSWORD });

    await makePortfolioItem(db, member.id, { title: "Factory lookbook" });
    expect((await client.get(`/api/users/${member.id}/portfolio`)).body[0].title).toBe(
      "Factory lookbook",
    );
    await makeAvailabilityEvent(db, member.id, { date: "2026-12-24", status: "busy" });
    expect((await client.get(`/api/users/${member.id}/availability`)).body[0]).toMatchObject({
      date: "2026-12-24",
      status: "busy",
    });
    const poster = await makeMember(db);
    const job = await makeJob(db, poster.id, { title: "Factory shoot" });
    await makeApplication(db, job.id, member.id, { coverLetter: "Pick me" });
    expect((await client.get(`/api/users/${member.id}/applications`)).body[0]).toMatchObject({
      coverLetter: "Pick me",
      status: "pending",
      job: { id: job.id, title: "Factory shoot" },
    });

    const conversation = await makeConversation(db, poster.id, member.id);
    const message = await makeMessage(db, conversation.id, poster.id, member.id);
    expect(message.conversationId).toBe(conversation.id);
    const opened = await client.post("/api/conversations", { recipientId: poster.id });
    expect(opened.body.id).toBe(conversation.id);
  });
});
