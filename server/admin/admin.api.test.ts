import {
  ADMIN_NOT_CONFIGURED_MESSAGE,
  ADMIN_NOT_LISTED_MESSAGE,
  INVALID_ADMIN_PASSWORD_MESSAGE,
  LOGINS_CLOSED_MESSAGE,
  MAINTENANCE_MESSAGE,
  PROMPT_REQUIRED_MESSAGE,
  REGISTRATIONS_CLOSED_MESSAGE,
  type SiteSettings,
} from "@contract/admin.ts";
import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import { eq, inArray, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, comments, follows, posts, users } from "../db/schema/index.ts";
import { ADMIN_LOCKED_MESSAGE } from "../http/access.ts";
import { png } from "../storage/test-media.ts";
import { fetchObject, uploadObject } from "../storage/test-uploads.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient, type TestResponse } from "../test/client.ts";
import { testClock } from "../test/clock.ts";
import {
  makeComment,
  makeFollow,
  makeLike,
  makeMember,
  makePost,
  memberForm,
  signUpMember,
  TEST_PASSWORD,
} from "../test/factories.ts";
import { connectLive } from "../test/live.ts";
import { everyPage } from "../test/pages.ts";
import { raisedRateLimits } from "../test/rate-limits.ts";
import { recordAdminAction } from "./audit-log.ts";
import { DELETE_YOURSELF_MESSAGE } from "./members.ts";

const ADMIN_PASSWORD = "a long shared admin password";
const ADMIN_EMAILS = Array.from({ length: 40 }, (_, index) => `admin${index}@atelier.test`);
const HOUR = 60 * 60 * 1000;

let server: TestApp;
const clock = testClock();
let nextAdminEmail = 0;

beforeAll(async () => {
  server = await startTestApp(
    {
      ADMIN_PASSWORD,
      ADMIN_EMAILS: ADMIN_EMAILS.join(", "),
      RATE_LIMITS: raisedRateLimits("admin-unlock"),
    },
    { now: clock.now },
  );
});

/** A member on the admin list, signed in, whose session has unlocked the panel. */
async function unlockedAdmin() {
  const email = ADMIN_EMAILS[nextAdminEmail++]!;
  const member = await signUpMember(server.url, { email, firstName: "Ada" });
  const unlocked = await member.client.post("/api/admin/authenticate", {
    password: ADMIN_PASSWORD,
  });
  expect(unlocked.status).toBe(200);
  expect(unlocked.body).toMatchObject({ unlocked: true, configured: true });
  return member;
}

/** Every route under /api/admin that needs the unlock, as the app declared them. */
function adminRoutes() {
  return server.app.declaredRoutes.filter(
    (route) => route.url.startsWith("/api/admin/") && route.access === "admin",
  );
}

/** Calls every admin route and expects each to refuse this client with 401 and `message`. */
async function expectEveryAdminRouteRefused(client: TestClient, message = ADMIN_LOCKED_MESSAGE) {
  const answers = await Promise.all(
    adminRoutes().map(async (route) => {
      const response = await client.request(
        route.method,
        route.url,
        route.method === "GET" ? undefined : {},
      );
      return `${route.method} ${route.url} ${response.status} ${response.body?.message}`;
    }),
  );
  expect(answers).toEqual(
    adminRoutes().map((route) => `${route.method} ${route.url} 401 ${message}`),
  );
}

async function saveSettings(client: TestClient, changes: Partial<SiteSettings>) {
  const current = await client.get<SiteSettings>("/api/admin/settings");
  const saved = await client.post("/api/admin/settings", { ...current.body, ...changes });
  expect(saved.status).toBe(200);
  return saved.body as SiteSettings;
}

async function auditLines(client: TestClient) {
  const log = await client.get("/api/admin/audit-log");
  expect(log.status).toBe(200);
  return log.body as { action: string; targetIds: string[]; adminEmail: string }[];
}

describe("who may use the admin API", () => {
  it("declares every /api/admin route admin, except unlocking and asking whether unlocked", () => {
    const declared = server.app.declaredRoutes
      .filter((route) => route.url.startsWith("/api/admin/"))
      .map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(declared.length).toBeGreaterThan(10);
    const expected = declared.map((line) =>
      /^(POST \/api\/admin\/authenticate|GET \/api\/admin\/status) /.test(line)
        ? line.replace(/ \w+$/, " member")
        : line.replace(/ \w+$/, " admin"),
    );
    expect(declared).toEqual(expected);
    // Only those are checked for refusals below, so no admin route may live elsewhere.
    const elsewhere = server.app.declaredRoutes.filter(
      (route) => route.access === "admin" && !route.url.startsWith("/api/admin/"),
    );
    expect(elsewhere).toEqual([]);
  });

  it("refuses every admin route to visitors and to members who have not unlocked", async () => {
    await expectEveryAdminRouteRefused(new TestClient(server.url), "Unauthorized");
    const { client } = await signUpMember(server.url, { email: ADMIN_EMAILS[nextAdminEmail++] });
    const status = await client.get("/api/admin/status");
    expect(status.body).toEqual({ unlocked: false, unlockedUntil: null, configured: true });
    await expectEveryAdminRouteRefused(client);
  });

  it("refuses a wrong password, and the panel stays locked", async () => {
    const { client } = await signUpMember(server.url, { email: ADMIN_EMAILS[nextAdminEmail++] });
    const wrong = await client.post("/api/admin/authenticate", { password: "not it" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(INVALID_ADMIN_PASSWORD_MESSAGE);
    const blank = await client.post("/api/admin/authenticate", { password: "" });
    expect(blank.status).toBe(400);
    await expectEveryAdminRouteRefused(client);
  });

  it("opens nothing for a member outside ADMIN_EMAILS, even with the right password", async () => {
    const { client } = await signUpMember(server.url);
    const refused = await client.post("/api/admin/authenticate", { password: ADMIN_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_NOT_LISTED_MESSAGE);
    await expectEveryAdminRouteRefused(client);
  });

  it("unlocks only the session that entered the password, not the member's others", async () => {
    const admin = await unlockedAdmin();
    expect((await admin.client.get("/api/admin/users")).status).toBe(200);
    const otherSession = new TestClient(server.url);
    const signedIn = await otherSession.post("/api/auth/login", {
      email: admin.form.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    await expectEveryAdminRouteRefused(otherSession);
    const { client: someoneElse } = await signUpMember(server.url);
    await expectEveryAdminRouteRefused(someoneElse);
  });

  it("locks again twelve hours after the unlock", async () => {
    const admin = await unlockedAdmin();
    clock.advance(12 * HOUR - 60_000);
    expect((await admin.client.get("/api/admin/stats")).status).toBe(200);
    clock.advance(61_000);
    await expectEveryAdminRouteRefused(admin.client);
    const status = await admin.client.get("/api/admin/status");
    expect(status.body).toMatchObject({ unlocked: false, unlockedUntil: null });
  });

  it("answers 429 with Retry-After after five wrong passwords from one address", async () => {
    clock.advance(16 * 60_000);
    const { client } = await signUpMember(server.url, { email: ADMIN_EMAILS[nextAdminEmail++] });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post("/api/admin/authenticate", { password: "guess" })).status).toBe(
        401,
      );
    }
    const limited = await client.post("/api/admin/authenticate", { password: ADMIN_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    const later = await client.post("/api/admin/authenticate", { password: ADMIN_PASSWORD });
    expect(later.status).toBe(200);
  });
});

describe("site switches", () => {
  it("refuses sign-up while new accounts are off, and accepts them again after", async () => {
    const admin = await unlockedAdmin();
    await saveSettings(admin.client, { registrationsEnabled: false });
    const refused = await new TestClient(server.url).post("/api/auth/register", memberForm());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REGISTRATIONS_CLOSED_MESSAGE);
    // The demo's sign-in with an unknown email would make an account: refused the same way.
    const demo = await new TestClient(server.url).post("/api/auth/login", {
      email: "someone.new@example.test",
      password: TEST_PASSWORD,
    });
    expect(demo.status).toBe(403);
    expect(demo.body.message).toBe(REGISTRATIONS_CLOSED_MESSAGE);
    expect((await new TestClient(server.url).get("/api/site")).body).toMatchObject({
      registrationsEnabled: false,
    });

    await saveSettings(admin.client, { registrationsEnabled: true });
    await signUpMember(server.url);
  });

  it("refuses sign-in while sign-ins are off, keeping sessions already open", async () => {
    const admin = await unlockedAdmin();
    const member = await signUpMember(server.url);
    await saveSettings(admin.client, { loginsEnabled: false });
    const refused = await new TestClient(server.url).post("/api/auth/login", {
      email: member.form.email,
      password: TEST_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LOGINS_CLOSED_MESSAGE);
    expect((await member.client.get("/api/auth/user")).status).toBe(200);

    await saveSettings(admin.client, { loginsEnabled: true });
    const signedIn = await new TestClient(server.url).post("/api/auth/login", {
      email: member.form.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
  });

  it("answers member calls 503 while the main pages are off; admin, auth and the switches still answer", async () => {
    const admin = await unlockedAdmin();
    const member = await signUpMember(server.url);
    await saveSettings(admin.client, { mainPagesEnabled: false });
    const closed = await member.client.get("/api/posts");
    expect(closed.status).toBe(503);
    expect(closed.body.message).toBe(MAINTENANCE_MESSAGE);
    expect(Number(closed.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await member.client.get("/api/auth/user")).status).toBe(200);
    expect((await member.client.get("/api/site")).body).toMatchObject({ mainPagesEnabled: false });
    expect((await admin.client.get("/api/admin/users")).status).toBe(200);

    await saveSettings(admin.client, { mainPagesEnabled: true });
    expect((await member.client.get("/api/posts")).status).toBe(200);
  });

  it("shows the site message to everyone and records each change", async () => {
    const admin = await unlockedAdmin();
    await saveSettings(admin.client, { adminMessage: "  Scheduled upkeep on Sunday at 10:00  " });
    const site = await new TestClient(server.url).get("/api/site");
    expect(site.body.adminMessage).toBe("Scheduled upkeep on Sunday at 10:00");
    await saveSettings(admin.client, { adminMessage: "" });
    const lines = await auditLines(admin.client);
    expect(lines.filter((line) => line.action === "update-site-settings").length).toBeGreaterThan(
      1,
    );
  });
});

describe("members and posts", () => {
  it("lists members with search and paging, showing suspensions", async () => {
    const admin = await unlockedAdmin();
    const tag = `Zz${Date.now().toString(36)}`;
    const found = await signUpMember(server.url, { lastName: `Ö'Brien-${tag}` });
    await server.context.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: "spam" })
      .where(eq(users.id, found.user.id));
    const search = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(tag)}`);
    expect(search.body).toHaveLength(1);
    expect(search.body[0]).toMatchObject({
      id: found.user.id,
      email: found.form.email,
      suspensionReason: "spam",
    });
    expect(search.body[0].suspendedAt).not.toBeNull();
    expect((await admin.client.get("/api/admin/users?q=%25_%25")).body).toEqual([]);

    for (let made = 0; made < 26; made++) await makeMember(server.context.db);
    const first = await admin.client.get("/api/admin/users");
    expect(first.body).toHaveLength(25);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = await admin.client.get(`/api/admin/users?cursor=${cursor}`);
    const firstIds = new Set(first.body.map((row: { id: string }) => row.id));
    expect(second.body.some((row: { id: string }) => firstIds.has(row.id))).toBe(false);
  });

  it("deletes members with their posts, comments and follows, ends their sessions, and keeps the audit line", async () => {
    const admin = await unlockedAdmin();
    const doomed = await signUpMember(server.url);
    const bystander = await signUpMember(server.url);
    const db = server.context.db;
    const theirPost = await makePost(db, doomed.user.id);
    const otherPost = await makePost(db, bystander.user.id);
    await makeComment(db, otherPost.id, doomed.user.id);
    await makeLike(db, otherPost.id, doomed.user.id);
    await makeFollow(db, doomed.user.id, bystander.user.id);
    await makeFollow(db, bystander.user.id, doomed.user.id);

    const refused = await admin.client.delete("/api/admin/users", { userIds: [] });
    expect(refused.status).toBe(400);
    const self = await admin.client.delete("/api/admin/users", {
      userIds: [doomed.user.id, admin.user.id],
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(DELETE_YOURSELF_MESSAGE);
    const deleted = await admin.client.delete("/api/admin/users", { userIds: [doomed.user.id] });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: 1 });

    expect(await db.select().from(users).where(eq(users.id, doomed.user.id))).toEqual([]);
    expect(await db.select().from(posts).where(eq(posts.id, theirPost.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.userId, doomed.user.id))).toEqual([]);
    const theirFollows = await db
      .select()
      .from(follows)
      .where(or(eq(follows.followerId, doomed.user.id), eq(follows.followingId, doomed.user.id)));
    expect(theirFollows).toEqual([]);
    const [counted] = await db.select().from(posts).where(eq(posts.id, otherPost.id));
    expect(counted).toMatchObject({ commentsCount: 0, likesCount: 0 });
    expect((await doomed.client.get("/api/auth/user")).status).toBe(401);

    const lines = await auditLines(admin.client);
    expect(lines[0]).toMatchObject({ action: "delete-users", targetIds: [doomed.user.id] });
  });

  it("keeps an admin's audit lines when that admin's own account is deleted", async () => {
    const first = await unlockedAdmin();
    const second = await unlockedAdmin();
    await first.client.delete("/api/admin/bot-messages");
    await second.client.delete("/api/admin/users", { userIds: [first.user.id] });
    const rows = await server.context.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminEmail, first.form.email));
    expect(rows.map((row) => row.action).sort()).toEqual(["clear-bot-messages", "unlock"]);
    expect(rows.every((row) => row.adminId === null)).toBe(true);
  });

  it("lists posts with 50-character previews and deletes them with their comments and images", async () => {
    const admin = await unlockedAdmin();
    const author = await signUpMember(server.url);
    const db = server.context.db;
    const long = await makePost(db, author.user.id, { content: "Ö".repeat(30) + "x".repeat(70) });
    const image = await uploadObject(author.client, await png(40, 30), "image/png", "post");
    const shown = await author.client.post("/api/posts", {
      content: "",
      imageUrl: image.objectPath,
    });
    expect((await fetchObject(author.client, image.objectPath)).status).toBe(200);
    const other = shown.body as { id: string };
    await makeComment(db, long.id, admin.user.id);

    const list = await admin.client.get("/api/admin/posts");
    const row = list.body.find((post: { id: string }) => post.id === long.id);
    expect(row.content).toBe("Ö".repeat(30) + "x".repeat(20));
    expect(row.user).toMatchObject({ id: author.user.id, firstName: author.form.firstName });

    const deleted = await admin.client.delete("/api/admin/posts", {
      postIds: [long.id, other.id],
    });
    expect(deleted.body).toEqual({ deleted: 2 });
    expect(
      await db
        .select()
        .from(posts)
        .where(inArray(posts.id, [long.id, other.id])),
    ).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.postId, long.id))).toEqual([]);
    expect((await fetchObject(author.client, image.objectPath)).status).toBe(404);
    const lines = await auditLines(admin.client);
    expect(lines[0]).toMatchObject({ action: "delete-posts" });
    expect([...lines[0]!.targetIds].sort()).toEqual([long.id, other.id].sort());
  });
});

describe("bot messages, status and the audit log", () => {
  it("generates bot messages from a prompt, lists the newest ten and clears them", async () => {
    const admin = await unlockedAdmin();
    const blank = await admin.client.post("/api/admin/generate-content", {
      prompt: "   ",
      count: 3,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(PROMPT_REQUIRED_MESSAGE);
    const tooMany = await admin.client.post("/api/admin/generate-content", {
      prompt: "film photography",
      count: 21,
    });
    expect(tooMany.status).toBe(400);

    const made = await admin.client.post("/api/admin/generate-content", {
      prompt: "film photography in Hebden Bridge",
      count: 12,
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ generated: 12 });
    const list = await admin.client.get("/api/admin/bot-messages");
    expect(list.body.total).toBe(12);
    expect(list.body.messages).toHaveLength(10);
    expect(list.body.messages[0].content).toContain("film photography in Hebden Bridge");

    expect((await admin.client.delete("/api/admin/bot-messages")).status).toBe(204);
    expect((await admin.client.get("/api/admin/bot-messages")).body).toEqual({
      messages: [],
      total: 0,
    });
    const actions = (await auditLines(admin.client)).map((line) => line.action);
    expect(actions.slice(0, 2)).toEqual(["clear-bot-messages", "generate-content"]);
  });

  it("counts members, posts and live sockets", async () => {
    const admin = await unlockedAdmin();
    const live = await connectLive(admin.client);
    const stats = await admin.client.get("/api/admin/stats");
    expect(stats.status).toBe(200);
    expect(stats.body.members).toBeGreaterThan(1);
    expect(stats.body).toMatchObject({ openTickets: 0, pendingVerifications: 0, openReports: 0 });
    expect(stats.body.liveSockets).toBe(1);
    live.socket.close();
    await live.closed;
  });

  it("keeps the member and post figures exact as members and posts come and go", async () => {
    const { db } = server.context;
    const admin = await unlockedAdmin();
    const rowCounts = async () => ({
      members: await db.$count(users),
      posts: await db.$count(posts),
    });
    const figures = async () => {
      const { members, posts } = (await admin.client.get("/api/admin/stats")).body;
      return { members, posts };
    };
    const before = await figures();
    expect(before).toEqual(await rowCounts());

    const author = await signUpMember(server.url);
    // Several posts in one statement, then one of them removed by its author.
    const written = await db
      .insert(posts)
      .values([1, 2, 3].map((n) => ({ userId: author.user.id, content: `Counted ${n}` })))
      .returning({ id: posts.id });
    expect((await author.client.delete(`/api/posts/${written[0]!.id}`)).status).toBe(204);
    expect(await figures()).toEqual({ members: before.members + 1, posts: before.posts + 2 });

    // Deleting the member takes their remaining posts with them (a cascade).
    const deleted = await admin.client.delete("/api/admin/users", { userIds: [author.user.id] });
    expect(deleted.status).toBe(200);
    expect(await figures()).toEqual(before);
    expect(await figures()).toEqual(await rowCounts());
  });

  it("pages through the audit log newest first without repeating a line", async () => {
    const admin = await unlockedAdmin();
    const actor = { user: { ...admin.user, email: admin.form.email }, sessionId: null };
    for (let index = 0; index < 60; index++) {
      await recordAdminAction(server.context.db, actor, {
        action: "delete-posts",
        targetIds: [],
        reason: `line ${index}`,
      });
    }
    const lines = await everyPage<{ id: string; createdAt: string }>(
      admin.client,
      "/api/admin/audit-log",
    );
    const seen = lines.map((line) => line.id);
    const times = lines.map((line) => line.createdAt);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(60);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("records the unlock itself with the session that made it, newest first", async () => {
    const admin = await unlockedAdmin();
    const lines = await auditLines(admin.client);
    expect(lines[0]).toMatchObject({ action: "unlock", adminEmail: admin.form.email });
    expect(lines[0]!.targetIds).toHaveLength(1);
  });
});

describe("every admin change in the audit log", () => {
  it("leaves one line per change, in the admin's name and unlocked session, for every admin route that changes something", async () => {
    const admin = await unlockedAdmin();
    const { db } = server.context;
    const [member, rejected, author, reporter] = await Promise.all([
      signUpMember(server.url),
      signUpMember(server.url),
      signUpMember(server.url),
      signUpMember(server.url),
    ]);
    const doomed = await makeMember(db);
    const deletedPost = await makePost(db, author.user.id);
    const [dismissed, removed, suspendedOver] = await Promise.all([
      makePost(db, author.user.id),
      makePost(db, author.user.id),
      makePost(db, author.user.id),
    ]);
    for (const post of [dismissed, removed, suspendedOver]) {
      const filed = await reporter.client.post("/api/reports", {
        targetType: "post",
        targetId: post.id,
        reason: "spam",
      });
      expect(filed.status).toBe(201);
    }
    const identity = {
      fullName: "Nia Mensah",
      dateOfBirth: "1991-05-02",
      address: "3 Mill Lane, Bristol BS1 4DJ",
      profession: "Designer",
      experience: "Six years of brand identities.",
    };
    const approvedKyc = (await member.client.post("/api/kyc/submit", identity)).body.submission;
    const rejectedKyc = (await rejected.client.post("/api/kyc/submit", identity)).body.submission;
    const ticket = (
      await member.client.post("/api/support/tickets", {
        subject: "Cannot upload",
        message: "The upload stops halfway.",
        category: "technical",
        priority: "high",
      })
    ).body;
    const settings = (await admin.client.get<SiteSettings>("/api/admin/settings")).body;

    /** Each change through its route, with the lines it must leave: action, first target, reason. */
    const changes: {
      route: string;
      send: () => Promise<TestResponse>;
      lines: [action: string, target: string | null, reason: string | null][];
    }[] = [
      {
        route: "POST /api/admin/settings",
        send: () => admin.client.post("/api/admin/settings", settings),
        lines: [["update-site-settings", null, null]],
      },
      {
        route: "POST /api/admin/generate-content",
        send: () => admin.client.post("/api/admin/generate-content", { prompt: "zines", count: 1 }),
        lines: [["generate-content", expect.any(String), "zines"]],
      },
      {
        route: "DELETE /api/admin/bot-messages",
        send: () => admin.client.delete("/api/admin/bot-messages"),
        lines: [["clear-bot-messages", null, "1 cleared"]],
      },
      {
        route: "DELETE /api/admin/posts",
        send: () => admin.client.delete("/api/admin/posts", { postIds: [deletedPost.id] }),
        lines: [["delete-posts", deletedPost.id, null]],
      },
      {
        route: "DELETE /api/admin/users",
        send: () => admin.client.delete("/api/admin/users", { userIds: [doomed.id] }),
        lines: [["delete-users", doomed.id, null]],
      },
      {
        route: "POST /api/admin/verifications/:id/approve",
        send: () => admin.client.post(`/api/admin/verifications/${approvedKyc.id}/approve`),
        lines: [["verification.approve", approvedKyc.id, null]],
      },
      {
        route: "POST /api/admin/verifications/:id/reject",
        send: () =>
          admin.client.post(`/api/admin/verifications/${rejectedKyc.id}/reject`, {
            reason: "Blurred photo",
          }),
        lines: [["verification.reject", rejectedKyc.id, "Blurred photo"]],
      },
      {
        route: "PUT /api/admin/support/tickets/:ticketId",
        send: () =>
          admin.client.put(`/api/admin/support/tickets/${ticket.id}`, { status: "in_progress" }),
        lines: [["ticket.status.in_progress", ticket.id, null]],
      },
      {
        route: "PUT /api/admin/support/tickets/:ticketId",
        send: () =>
          admin.client.put(`/api/admin/support/tickets/${ticket.id}`, {
            status: "resolved",
            adminResponse: "Fixed now.",
          }),
        lines: [["ticket.respond", ticket.id, null]],
      },
      {
        route: "POST /api/admin/reports/:targetType/:targetId/resolve",
        send: () =>
          admin.client.post(`/api/admin/reports/post/${dismissed.id}/resolve`, {
            action: "dismiss",
          }),
        lines: [["report.dismiss", dismissed.id, null]],
      },
      {
        route: "POST /api/admin/reports/:targetType/:targetId/resolve",
        send: () =>
          admin.client.post(`/api/admin/reports/post/${removed.id}/resolve`, {
            action: "remove",
          }),
        lines: [["report.remove", removed.id, null]],
      },
      {
        route: "POST /api/admin/reports/:targetType/:targetId/resolve",
        send: () =>
          admin.client.post(`/api/admin/reports/post/${suspendedOver.id}/resolve`, {
            action: "suspend",
            reason: "Spam posts",
          }),
        lines: [
          ["member.suspend", author.user.id, "Spam posts"],
          ["report.suspend", suspendedOver.id, "Spam posts"],
        ],
      },
      {
        route: "POST /api/admin/users/:id/unsuspend",
        send: () => admin.client.post(`/api/admin/users/${author.user.id}/unsuspend`),
        lines: [["member.unsuspend", author.user.id, null]],
      },
      {
        route: "POST /api/admin/users/:id/suspend",
        send: () =>
          admin.client.post(`/api/admin/users/${reporter.user.id}/suspend`, {
            reason: "Abusive reports",
          }),
        lines: [["member.suspend", reporter.user.id, "Abusive reports"]],
      },
    ];

    const [unlock] = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, admin.user.id));
    expect(unlock).toMatchObject({ action: "unlock", adminEmail: admin.form.email });
    const seen = new Set([unlock!.id]);
    for (const change of changes) {
      const response = await change.send();
      expect(response.status, `${change.route} ${response.text}`).toBeLessThan(300);
      const added = (
        await db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.user.id))
      ).filter((line) => !seen.has(line.id));
      for (const line of added) seen.add(line.id);
      expect(
        added
          .map((line) => [line.action, line.targetIds[0] ?? null, line.reason])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
        change.route,
      ).toEqual(change.lines);
      expect(added.every((line) => line.sessionId === unlock!.sessionId)).toBe(true);
    }

    // No admin route that changes something is left out above.
    const changing = adminRoutes()
      .filter((route) => route.method !== "GET")
      .map((route) => `${route.method} ${route.url}`);
    expect([...new Set(changes.map((change) => change.route))].sort()).toEqual(changing.sort());
  });
});

describe("a server outside demo mode without ADMIN_PASSWORD", () => {
  let locked: TestApp;
  beforeAll(async () => {
    locked = await startTestApp({ DEMO_MODE: "0" });
  });

  it("keeps the panel locked and says why", async () => {
    const { client } = await signUpMember(locked.url);
    const status = await client.get("/api/admin/status");
    expect(status.body).toEqual({ unlocked: false, unlockedUntil: null, configured: false });
    const refused = await client.post("/api/admin/authenticate", { password: "anything" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_NOT_CONFIGURED_MESSAGE);
    expect((await client.get("/api/admin/users")).status).toBe(401);
  });
});
