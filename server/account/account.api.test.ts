import { EMAIL_TAKEN_MESSAGE } from "@contract/auth.ts";
import {
  accountExportSchema,
  CURRENT_PASSWORD_MESSAGE,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
} from "@contract/settings.ts";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import {
  availabilityEvents,
  comments,
  follows,
  messages,
  notifications as notices,
  objects,
  portfolioItems,
  postBookmarks,
  posts,
  users,
} from "../db/schema/index.ts";
import { png } from "../storage/test-media.ts";
import { fetchObject, uploadObject } from "../storage/test-uploads.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makePost, signUpMember, TEST_PASSWORD } from "../test/factories.ts";
import { EXPORT_BATCH_ROWS } from "./export.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("settings", () => {
  it("stores notification preferences and privacy on the server", async () => {
    const { client, form } = await signUpMember(server.url);
    const defaults = await client.get("/api/settings");
    expect(defaults.body).toEqual({
      notifications: {
        emailNotifications: true,
        pushNotifications: true,
        messageNotifications: true,
        jobAlerts: true,
        followNotifications: true,
      },
      privacy: {
        profileVisibility: "public",
        showEmail: false,
        showPhone: false,
        allowMessages: true,
        aiSuggestions: true,
      },
    });
    const notifications = { ...defaults.body.notifications, jobAlerts: false };
    await client.put("/api/settings/notifications", notifications);
    // Another device (a new sign-in) sees the same preferences.
    const elsewhere = new TestClient(server.url);
    await elsewhere.post("/api/auth/login", { email: form.email, password: TEST_PASSWORD });
    expect((await elsewhere.get("/api/settings")).body.notifications.jobAlerts).toBe(false);
    const optedOut = await client.put("/api/settings/privacy", {
      ...defaults.body.privacy,
      aiSuggestions: false,
    });
    expect(optedOut.body.privacy.aiSuggestions).toBe(false);
    expect((await elsewhere.get("/api/settings")).body.privacy.aiSuggestions).toBe(false);
    const bad = await client.put("/api/settings/privacy", { profileVisibility: "everyone" });
    expect(bad.status).toBe(400);
  });

  it("showEmail and showPhone decide whether those fields leave the server", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: visitor } = await signUpMember(server.url);
    await client.put("/api/users/profile", {
      firstName: "A",
      lastName: "B",
      phone: "07700 900123",
    });
    expect((await visitor.get(`/api/users/${user.id}`)).body).toMatchObject({
      email: null,
      phone: null,
    });
    await client.put("/api/settings/privacy", {
      profileVisibility: "public",
      showEmail: true,
      showPhone: true,
      allowMessages: true,
    });
    expect((await visitor.get(`/api/users/${user.id}`)).body).toMatchObject({
      email: user.email,
      phone: "07700 900123",
    });
  });

  it("allowMessages off refuses new conversations from others with a clear message", async () => {
    const { client: quiet, user } = await signUpMember(server.url);
    const { client: sender } = await signUpMember(server.url);
    await quiet.put("/api/settings/privacy", {
      profileVisibility: "public",
      showEmail: false,
      showPhone: false,
      allowMessages: false,
    });
    const refused = await sender.post("/api/conversations", {
      recipientId: user.id,
      message: "Hi!",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This member is not accepting new messages.");
    const [row] = await server.context.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.receiverId, user.id));
    expect(row?.n).toBe(0);
  });

  it("starting a conversation works once allowed, and never with yourself", async () => {
    const { client, user } = await signUpMember(server.url);
    const { user: other } = await signUpMember(server.url);
    const started = await client.post("/api/conversations", {
      recipientId: other.id,
      message: "Hello",
    });
    expect(started.status).toBe(201);
    expect(started.body.userId).toBe(other.id);
    const again = await client.post("/api/conversations", {
      recipientId: other.id,
      message: "Hello",
    });
    expect(again.body.id).toBe(started.body.id);
    const [sent] = await server.context.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.receiverId, other.id));
    expect(sent?.n).toBe(1);
    expect((await client.post("/api/conversations", { recipientId: user.id })).status).toBe(400);
  });
});

describe("account", () => {
  it("changes the email only with the current password, never to a taken one, and signs out the member's other sessions", async () => {
    const { client, form } = await signUpMember(server.url);
    const otherDevice = new TestClient(server.url);
    await otherDevice.post("/api/auth/login", { email: form.email, password: TEST_PASSWORD });
    const { form: otherForm } = await signUpMember(server.url);
    const wrong = await client.put("/api/account/email", {
      email: "new@example.test",
      currentPassword: "nope",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(CURRENT_PASSWORD_MESSAGE);
    const taken = await client.put("/api/account/email", {
      email: otherForm.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(EMAIL_TAKEN_MESSAGE);
    const changed = await client.put("/api/account/email", {
      email: "Fresh.Address@Example.test",
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.body.email).toBe("fresh.address@example.test");
    expect((await client.get("/api/auth/user")).status).toBe(200);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
    const signIn = await new TestClient(server.url).post("/api/auth/login", {
      email: "fresh.address@example.test",
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it("changing the password needs the current one and signs out the member's other sessions", async () => {
    const { client, form } = await signUpMember(server.url);
    const otherDevice = new TestClient(server.url);
    await otherDevice.post("/api/auth/login", { email: form.email, password: TEST_PASSWORD });
    const wrong = await client.put("/api/account/password", {
      currentPassword: "wrong",
      newPassword: "brand new password",
    });
    expect(wrong.status).toBe(403);
    const short = await client.put("/api/account/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    const guessable = await client.put("/api/account/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "password123",
    });
    expect(guessable.status).toBe(400);
    expect(guessable.body.message).toContain("This is a commonly used password.");
    const changed = await client.put("/api/account/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "brand new password",
    });
    expect(changed.status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
    const oldPassword = await new TestClient(server.url).post("/api/auth/login", {
      email: form.email,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
  });

  it("switches plans at once in demo mode", async () => {
    const { client } = await signUpMember(server.url);
    const response = await client.put("/api/account/plan", { plan: "premium" });
    expect(response.body.plan).toBe("premium");
    expect((await client.put("/api/account/plan", { plan: "gold" })).status).toBe(400);
  });

  it("exports everything the member owns, without secrets", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: friend, user: friendUser } = await signUpMember(server.url);
    const { client: stranger, user: strangerUser } = await signUpMember(server.url);
    await makePost(server.context.db, user.id, { content: "exported words" });
    await client.post("/api/messages", { receiverId: friendUser.id, content: "Sent by me" });
    await friend.post("/api/messages", { receiverId: user.id, content: "Sent to me" });
    await friend.post("/api/messages", { receiverId: strangerUser.id, content: "Not mine" });
    await stranger.post("/api/messages", { receiverId: friendUser.id, content: "Nor this" });
    const response = await client.get("/api/account/export");
    expect(
      response.body.messages.map((message: { content: string }) => message.content).sort(),
    ).toEqual(["Sent by me", "Sent to me"]);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    expect(response.body.profile.id).toBe(user.id);
    expect(response.body.posts.map((p: { content: string }) => p.content)).toEqual([
      "exported words",
    ]);
    expect(response.text).not.toContain("passwordHash");
    expect(response.text).not.toContain("$argon2");
  });

  it("exports every list the contract names, past one batch, without the search columns", async () => {
    const { db } = server.context;
    const { client, user } = await signUpMember(server.url);
    const { user: author } = await signUpMember(server.url);
    const { client: stranger } = await signUpMember(server.url);
    // More bookmarks than the export reads at a time, so the list spans batches.
    const saved = await db
      .insert(posts)
      .values(
        Array.from({ length: EXPORT_BATCH_ROWS + 1 }, (_, index) => ({
          userId: author.id,
          content: `Saved ${index}`,
        })),
      )
      .returning({ id: posts.id });
    await db.insert(postBookmarks).values(saved.map(({ id }) => ({ postId: id, userId: user.id })));
    await makePost(db, user.id, { content: "Mine", hashtags: ["exported"] });
    const chat = await client.post("/api/ai/conversations", { title: "Finding a stylist" });
    await client.post(`/api/ai/conversations/${chat.body.id}/messages`, {
      type: "user",
      content: "A stylist in Leeds",
    });
    await stranger.post("/api/ai/conversations", { title: "Not mine" });

    const response = await client.get("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const document = z.strictObject(accountExportSchema.shape).parse(response.body);
    expect(document.profile).toMatchObject({ id: user.id, email: user.email });
    expect(new Set(document.bookmarks.map((row) => row.postId))).toEqual(
      new Set(saved.map(({ id }) => id)),
    );
    expect(document.bookmarks).toHaveLength(EXPORT_BATCH_ROWS + 1);
    expect(document.aiConversations.map((row) => row.title)).toEqual(["Finding a stylist"]);
    expect(document.aiMessages).toMatchObject([
      { conversationId: chat.body.id, type: "user", content: "A stylist in Leeds" },
    ]);
    expect(document.posts).toMatchObject([{ content: "Mine", hashtags: ["exported"] }]);
    // What the database works out for its searches is not the member's data.
    expect(document.posts[0]).not.toHaveProperty("searchText");
    expect(document.profile).not.toHaveProperty("regions");
    expect(document.profile).not.toHaveProperty("passwordHash");
  });

  it("refuses the export to a visitor who is not signed in", async () => {
    const response = await new TestClient(server.url).get("/api/account/export");
    expect(response.status).toBe(401);
  });

  it("deletes the account and everything it owns, after the password and a confirmation", async () => {
    const { db } = server.context;
    const { client, user } = await signUpMember(server.url);
    const { client: friend, user: friendUser } = await signUpMember(server.url);
    const friendsPost = await makePost(db, friendUser.id);
    await client.post(`/api/posts/${friendsPost.id}/like`);
    await client.post(`/api/posts/${friendsPost.id}/comments`, { content: "Nice" });
    await client.post(`/api/users/${friendUser.id}/follow`);
    await friend.post(`/api/users/${user.id}/follow`);
    await client.post("/api/conversations", { recipientId: friendUser.id, message: "Hi" });
    await friend.post("/api/messages", { receiverId: user.id, content: "Hello back" });
    const photo = await uploadObject(client, await png(), "image/png", "portfolio");
    await client.post("/api/portfolio", { title: "Work", imageUrl: photo.objectPath });
    await friend.post("/api/availability", {
      date: "2026-12-01",
      status: "busy",
      invitedUsers: [user.id],
    });

    await makePost(db, user.id);
    // The member's rows in each table that names them, each counted by the column naming them.
    const owned = [
      [posts, posts.userId],
      [portfolioItems, portfolioItems.userId],
      [objects, objects.ownerId],
      [follows, follows.followerId],
      [follows, follows.followingId],
      [messages, messages.senderId],
      [messages, messages.receiverId],
      [comments, comments.userId],
      [notices, notices.actorId],
    ] as const;
    const ownedCounts = () =>
      Promise.all(
        owned.map(async ([table, column]) => {
          const [row] = await db.select({ n: count() }).from(table).where(eq(column, user.id));
          return row?.n ?? 0;
        }),
      );
    // Everything the deletion must take is there to take.
    expect((await ownedCounts()).every((n) => n > 0)).toBe(true);

    const unconfirmed = await client.delete("/api/account", { password: TEST_PASSWORD });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe("Type DELETE to confirm.");
    const wrong = await client.delete("/api/account", { password: "nope", confirmation: "DELETE" });
    expect(wrong.status).toBe(403);

    const deleted = await client.delete("/api/account", {
      password: TEST_PASSWORD,
      confirmation: "DELETE",
    });
    expect(deleted.status).toBe(204);
    expect((await client.get("/api/auth/user")).status).toBe(401);
    expect((await friend.get(`/api/users/${user.id}`)).status).toBe(404);
    const [left] = await db.select({ n: count() }).from(users).where(eq(users.id, user.id));
    expect(left?.n).toBe(0);
    expect(await ownedCounts()).toEqual(owned.map(() => 0));
    const post = await friend.get(`/api/posts/${friendsPost.id}`);
    expect(post.body).toMatchObject({ likes: 0, commentsCount: 0 });
    const [event] = await db
      .select()
      .from(availabilityEvents)
      .where(eq(availabilityEvents.userId, friendUser.id));
    expect(event?.invitedUsers).toEqual([]);
    expect((await fetchObject(friend, photo.objectPath)).status).toBe(404);
  });
});

describe("saved content", () => {
  it("bookmarks and applications are for their owner only", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id, { content: "keep me" });
    await client.post(`/api/posts/${post.id}/bookmark`);
    const bookmarks = await client.get(`/api/users/${user.id}/bookmarks`);
    expect(bookmarks.body.map((p: { content: string }) => p.content)).toEqual(["keep me"]);
    expect((await client.get(`/api/users/${user.id}/applications`)).body).toEqual([]);
    for (const path of ["bookmarks", "applications"]) {
      const refused = await other.get(`/api/users/${user.id}/${path}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("This user's saved content is private.");
    }
  });
});

describe("a plan change outside demo mode", () => {
  it("says payments are not configured", async () => {
    const production = await startTestApp({ DEMO_MODE: "0" });
    const { client } = await signUpMember(production.url);
    const response = await client.put("/api/account/plan", { plan: "premium" });
    expect(response.status).toBe(402);
    expect(response.body.message).toBe(PAYMENTS_NOT_CONFIGURED_MESSAGE);
  });
});
