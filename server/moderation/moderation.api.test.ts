import {
  MEMBER_NOT_FOUND_MESSAGE,
  SUSPEND_SELF_MESSAGE,
  SUSPENSION_END_MESSAGE,
  SUSPENSION_REASON_MESSAGE,
  suspendedSignInMessage,
} from "@contract/admin-suspension.ts";
import { WS_UNAUTHORIZED_CLOSE_CODE } from "@contract/realtime.ts";
import {
  MEMBER_NOT_REMOVABLE_MESSAGE,
  REPORT_ALREADY_OPEN_MESSAGE,
  REPORT_NOT_FOUND_MESSAGE,
  REPORT_SELF_MESSAGE,
  type ReportedTarget,
} from "@contract/reports.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, comments, messages, posts, users } from "../db/schema/index.ts";
import { unlockAdminPanel } from "../test/admin-session.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import {
  makeComment,
  makeConversation,
  makeMember,
  makeMessage,
  makePost,
  signUpMember,
  TEST_PASSWORD,
} from "../test/factories.ts";
import { connectLive } from "../test/live.ts";

let server: TestApp;
let admin: Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  server = await startTestApp();
  admin = await signUpMember(server.url);
  await unlockAdminPanel(server.context, admin.user.id);
});

const report = (client: TestClient, targetType: string, targetId: string, reason = "spam") =>
  client.post("/api/reports", { targetType, targetId, reason, note: "  " });

async function queueEntry(targetId: string): Promise<ReportedTarget | undefined> {
  const queue = await admin.client.get<ReportedTarget[]>("/api/admin/reports");
  expect(queue.status).toBe(200);
  return queue.body.find((entry) => entry.targetId === targetId);
}

async function signIn(email: string) {
  const client = new TestClient(server.url);
  const response = await client.post("/api/auth/login", { email, password: TEST_PASSWORD });
  return { client, response };
}

describe("reporting", () => {
  it("takes one open report per member per thing, and reports of posts, comments, messages and members", async () => {
    const author = await makeMember(server.context.db);
    const reporter = await signUpMember(server.url);
    const post = await makePost(server.context.db, author.id);
    const comment = await makeComment(server.context.db, post.id, author.id);
    const conversation = await makeConversation(server.context.db, author.id, reporter.user.id);
    const message = await makeMessage(
      server.context.db,
      conversation.id,
      author.id,
      reporter.user.id,
    );

    for (const [type, id] of [
      ["post", post.id],
      ["comment", comment.id],
      ["message", message.id],
      ["member", author.id],
    ] as const) {
      const filed = await report(reporter.client, type, id);
      expect(filed.status, `${type}: ${filed.text}`).toBe(201);
      expect(filed.body).toMatchObject({ targetType: type, status: "open", note: null });
      const again = await report(reporter.client, type, id, "harassment");
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(REPORT_ALREADY_OPEN_MESSAGE);
    }
  });

  it("answers 404 for what does not exist or is not the reporter's to see, and refuses reporting oneself", async () => {
    const [a, b] = [await makeMember(server.context.db), await makeMember(server.context.db)];
    const outsider = await signUpMember(server.url);
    const conversation = await makeConversation(server.context.db, a.id, b.id);
    const message = await makeMessage(server.context.db, conversation.id, a.id, b.id);
    const notTheirs = await report(outsider.client, "message", message.id);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe(REPORT_NOT_FOUND_MESSAGE);
    const missing = await report(outsider.client, "post", crypto.randomUUID());
    expect(missing.status).toBe(404);
    const privatePost = await makePost(
      server.context.db,
      (
        await makeMember(server.context.db, {
          privacySettings: {
            profileVisibility: "private",
            showEmail: false,
            showPhone: false,
            allowMessages: true,
            aiSuggestions: true,
          },
        })
      ).id,
    );
    expect((await report(outsider.client, "post", privatePost.id)).status).toBe(404);
    const self = await report(outsider.client, "member", outsider.user.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(REPORT_SELF_MESSAGE);
    expect((await report(outsider.client, "album", a.id)).status).toBe(400);
  });
});

describe("the admin reports queue", () => {
  it("lists the most reported first with a preview, and dismissing lets members report again", async () => {
    const author = await makeMember(server.context.db);
    const once = await makePost(server.context.db, author.id, { content: "Reported once" });
    const twice = await makePost(server.context.db, author.id, { content: "Reported twice" });
    const [first, second] = [await signUpMember(server.url), await signUpMember(server.url)];
    await report(first.client, "post", twice.id);
    await report(first.client, "post", once.id);
    await report(second.client, "post", twice.id, "scam");

    const queue = (await admin.client.get<ReportedTarget[]>("/api/admin/reports")).body;
    const order = queue.map((entry) => entry.targetId);
    expect(order.indexOf(twice.id)).toBeLessThan(order.indexOf(once.id));
    const entry = queue.find((row) => row.targetId === twice.id)!;
    expect(entry).toMatchObject({
      reportCount: 2,
      preview: "Reported twice",
      targetMember: { id: author.id, suspended: false },
    });
    expect(entry.reports.map((row) => row.reason).sort()).toEqual(["scam", "spam"]);

    const dismissed = await admin.client.post(`/api/admin/reports/post/${twice.id}/resolve`, {
      action: "dismiss",
    });
    expect(dismissed.body).toEqual({ resolved: 2 });
    expect(await queueEntry(twice.id)).toBeUndefined();
    expect((await report(first.client, "post", twice.id)).status).toBe(201);
    const settled = await admin.client.post(`/api/admin/reports/post/${once.id}/resolve`, {
      action: "dismiss",
    });
    expect(settled.status).toBe(200);
    const nothingOpen = await admin.client.post(`/api/admin/reports/post/${once.id}/resolve`, {
      action: "dismiss",
    });
    expect(nothingOpen.status).toBe(404);
  });

  it("removes a reported post, comment or message, and logs it", async () => {
    const { db } = server.context;
    const author = await makeMember(db);
    const reporter = await signUpMember(server.url);
    const post = await makePost(db, author.id);
    const commented = await makePost(db, author.id);
    const comment = await makeComment(db, commented.id, author.id);
    const conversation = await makeConversation(db, author.id, reporter.user.id);
    const message = await makeMessage(db, conversation.id, author.id, reporter.user.id);
    for (const [type, id] of [
      ["post", post.id],
      ["comment", comment.id],
      ["message", message.id],
    ] as const) {
      await report(reporter.client, type, id);
      const removed = await admin.client.post(`/api/admin/reports/${type}/${id}/resolve`, {
        action: "remove",
      });
      expect(removed.status, removed.text).toBe(200);
    }
    expect(await db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.id, message.id))).toEqual([]);
    const [counted] = await db.select().from(posts).where(eq(posts.id, commented.id));
    expect(counted!.commentsCount).toBe(0);
    const log = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "report.remove"));
    expect(log.map((line) => line.targetIds[0])).toEqual(
      expect.arrayContaining([post.id, comment.id, message.id]),
    );

    await report(reporter.client, "member", author.id);
    const member = await admin.client.post(`/api/admin/reports/member/${author.id}/resolve`, {
      action: "remove",
    });
    expect(member.status).toBe(400);
    expect(member.body.message).toBe(MEMBER_NOT_REMOVABLE_MESSAGE);
  });
});

describe("suspension", () => {
  it("ends the member's sessions and live socket at once, refuses sign-in naming the end, and hides their content", async () => {
    const target = await signUpMember(server.url);
    const viewer = await signUpMember(server.url);
    const post = (await target.client.post("/api/posts", { content: "Soon hidden" })).body;
    const live = await connectLive(target.client);
    const until = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

    const suspended = await admin.client.post(`/api/admin/users/${target.user.id}/suspend`, {
      reason: "Spam in comments",
      until: until.toISOString(),
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.body).toMatchObject({ suspended: true, suspensionReason: "Spam in comments" });
    expect(await live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
    expect((await target.client.get("/api/auth/user")).status).toBe(401);

    const again = await signIn(target.form.email);
    expect(again.response.status).toBe(403);
    expect(again.response.body.message).toBe(suspendedSignInMessage(until));
    expect(again.response.body.message).toContain(String(until.getUTCFullYear()));

    expect((await viewer.client.get(`/api/users/${target.user.id}`)).status).toBe(404);
    expect((await viewer.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    const feed = (await viewer.client.get("/api/posts")).body as { id: string }[];
    expect(feed.map((row) => row.id)).not.toContain(post.id);

    const lifted = await admin.client.post(`/api/admin/users/${target.user.id}/unsuspend`);
    expect(lifted.body).toMatchObject({ suspended: false, suspendedUntil: null });
    expect((await signIn(target.form.email)).response.status).toBe(200);
    expect((await viewer.client.get(`/api/posts/${post.id}`)).status).toBe(200);

    const actions = (
      await server.context.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.adminId, admin.user.id))
    )
      .filter((line) => line.targetIds.includes(target.user.id))
      .map((line) => line.action);
    expect(actions.sort()).toEqual(["member.suspend", "member.unsuspend"]);
  });

  it("counts a suspension past its end as lifted, and one without an end as lasting", async () => {
    const { db } = server.context;
    const lapsed = await makeMember(db, {
      suspendedAt: new Date(Date.now() - 60_000),
      suspendedUntil: new Date(Date.now() - 1000),
    });
    expect((await signIn(lapsed.email)).response.status).toBe(200);
    const open = await makeMember(db, { suspendedAt: new Date(), suspendedUntil: null });
    const refused = await signIn(open.email);
    expect(refused.response.status).toBe(403);
    expect(refused.response.body.message).toBe(suspendedSignInMessage(null));
  });

  it("suspends from the reports queue, and checks the reason, the end and the member", async () => {
    const author = await signUpMember(server.url);
    const reporter = await signUpMember(server.url);
    const post = (await author.client.post("/api/posts", { content: "Buy followers" })).body;
    await report(reporter.client, "post", post.id, "scam");
    const noReason = await admin.client.post(`/api/admin/reports/post/${post.id}/resolve`, {
      action: "suspend",
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(SUSPENSION_REASON_MESSAGE);
    const past = await admin.client.post(`/api/admin/users/${author.user.id}/suspend`, {
      reason: "Scam",
      until: "2001-01-01T00:00:00Z",
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(SUSPENSION_END_MESSAGE);
    const self = await admin.client.post(`/api/admin/users/${admin.user.id}/suspend`, {
      reason: "Oops",
    });
    expect(self.body.message).toBe(SUSPEND_SELF_MESSAGE);
    const nobody = await admin.client.post(`/api/admin/users/${crypto.randomUUID()}/suspend`, {
      reason: "Gone",
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe(MEMBER_NOT_FOUND_MESSAGE);

    const done = await admin.client.post(`/api/admin/reports/post/${post.id}/resolve`, {
      action: "suspend",
      reason: "Selling followers",
      until: null,
    });
    expect(done.body).toEqual({ resolved: 1 });
    const [row] = await server.context.db.select().from(users).where(eq(users.id, author.user.id));
    expect(row).toMatchObject({ suspensionReason: "Selling followers", suspendedUntil: null });
    expect((await author.client.get("/api/auth/user")).status).toBe(401);
  });
});
