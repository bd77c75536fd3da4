import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { png } from "../storage/test-media.ts";
import { requestUploadUrl, uploadObject } from "../storage/test-uploads.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { makeApplication, makeJob, signUpBusiness, signUpMember } from "../test/factories.ts";

/**
 * Routes that name a resource and may rightly be used by someone other than its owner: the
 * visitor's own reaction, follow, view or message. Every other route with an id in its path must
 * be declared "owner", and then another member gets 403 or 404 from it and changes nothing.
 */
const VISITOR_ROUTES = new Set([
  "GET /api/users/:id", // a profile page
  "GET /api/users/:id/follow-counts",
  "GET /api/users/:id/is-following",
  "POST /api/users/:id/follow", // the visitor's own follow
  "DELETE /api/users/:id/follow",
  "POST /api/follow-requests/:id/approve", // a request to follow the visitor themself
  "DELETE /api/follow-requests/:id",
  "POST /api/users/:id/block", // the visitor's own block
  "DELETE /api/users/:id/block",
  "GET /api/users/:id/portfolio", // as privacy allows
  "GET /api/users/:id/availability",
  "GET /api/posts/:id",
  "GET /api/jobs/:id", // a job's page, for any member
  "POST /api/jobs/:id/apply", // the visitor's own application
  "POST /api/jobs/:id/save", // the visitor's own saved list
  "DELETE /api/jobs/:id/save",
  "GET /api/conversations/:userId", // the visitor's own conversation with that member
  "POST /api/posts/:id/like", // the visitor's own like and bookmark
  "DELETE /api/posts/:id/like",
  "POST /api/posts/:id/bookmark",
  "DELETE /api/posts/:id/bookmark",
  "GET /api/posts/:id/is-bookmarked",
  "GET /api/posts/:id/comments",
  "POST /api/posts/:id/comments", // the visitor's own comment
  "GET /objects/:objectId", // public images; private ones decide for themselves
  "GET /objects/:objectId/thumb",
]);

/** Tables an owner-only route could change; sessions move by themselves and are left out. */
const WATCHED_TABLES = [
  "users",
  "posts",
  "comments",
  "post_likes",
  "post_bookmarks",
  "portfolio_items",
  "availability_events",
  "follows",
  "uploads",
  "objects",
  "conversations",
  "messages",
  "notifications",
  "support_tickets",
  "support_ticket_messages",
  "ai_conversations",
  "ai_messages",
  "jobs",
  "job_applications",
];

type Owned = {
  userId: string;
  postId: string;
  commentId: string;
  portfolioItemId: string;
  eventId: string;
  /** The upload link's path and signed query: the link is the owner's, not just the id. */
  uploadLink: string;
  sessionId: string;
  notificationId: string;
  ticketId: string;
  aiConversationId: string;
  jobId: string;
  /** The owner's application to their own job: they are both its applicant and its poster. */
  applicationId: string;
};

let server: TestApp;
let owner: Owned;
let intruder: TestClient;

beforeAll(async () => {
  server = await startTestApp();
  // A business, so the jobs it posts and the applications to them are among what it owns.
  const { client, user } = await signUpBusiness(server.url);
  const post = await client.post("/api/posts", { content: "Mine, and only mine" });
  const comment = await client.post(`/api/posts/${post.body.id}/comments`, { content: "Mine too" });
  const image = await uploadObject(client, await png(), "image/png", "portfolio");
  const item = await client.post("/api/portfolio", {
    title: "Lookbook",
    imageUrl: image.objectPath,
  });
  const event = await client.post("/api/availability", { date: "2026-12-03", status: "busy" });
  const uploadUrl = new URL(await requestUploadUrl(client, "post"), server.url);
  const [session] = (await client.get("/api/account/sessions")).body;
  const ticket = await client.post("/api/support/tickets", {
    subject: "Mine",
    message: "Only mine",
    category: "account",
  });
  const aiConversation = await client.post("/api/ai/conversations", { title: "My search" });
  const job = await makeJob(server.context.db, user.id);
  const application = await makeApplication(server.context.db, job.id, user.id);
  owner = {
    userId: user.id,
    postId: post.body.id,
    commentId: comment.body.id,
    portfolioItemId: item.body.id,
    eventId: event.body.id,
    uploadLink: `${uploadUrl.pathname}${uploadUrl.search}`,
    sessionId: session.id,
    notificationId: "",
    ticketId: ticket.body.id,
    aiConversationId: aiConversation.body.id,
    jobId: job.id,
    applicationId: application.id,
  };
  for (const created of [post, comment, item, event, ticket, aiConversation]) {
    expect(created.status).toBe(201);
  }
  intruder = (await signUpMember(server.url)).client;
  // The intruder's follow gives the owner a notification of their own to protect.
  await intruder.post(`/api/users/${user.id}/follow`);
  const [notification] = (await client.get("/api/notifications")).body;
  owner.notificationId = notification.id;
});

/** The owner's id for each path parameter, by the path it appears in. */
function fillPath(url: string): string {
  return url
    .replace(/^\/api\/users\/:id/, `/api/users/${owner.userId}`)
    .replace(/^\/api\/posts\/:id/, `/api/posts/${owner.postId}`)
    .replace(":commentId", owner.commentId)
    .replace(/^\/api\/portfolio\/:id/, `/api/portfolio/${owner.portfolioItemId}`)
    .replace(/^\/api\/availability\/:id/, `/api/availability/${owner.eventId}`)
    .replace(/^\/api\/objects\/uploads\/:uploadId$/, owner.uploadLink)
    .replace(/^\/api\/account\/sessions\/:id$/, `/api/account/sessions/${owner.sessionId}`)
    .replace(/^\/api\/notifications\/:id/, `/api/notifications/${owner.notificationId}`)
    .replace(/^\/api\/support\/tickets\/:id/, `/api/support/tickets/${owner.ticketId}`)
    .replace(/^\/api\/ai\/conversations\/:id/, `/api/ai/conversations/${owner.aiConversationId}`)
    .replace(/^\/api\/jobs\/:id/, `/api/jobs/${owner.jobId}`)
    .replace(/^\/api\/applications\/:id$/, `/api/applications/${owner.applicationId}`);
}

/** A body each owner-only write would accept from its owner, so only the owner check can refuse. */
const VALID_BODIES: Record<string, unknown> = {
  "PUT /api/portfolio/:id": { title: "Taken over", tags: [] },
  "PUT /api/availability/:id": { date: "2026-12-04", status: "available" },
  "POST /api/support/tickets/:id/messages": { content: "Taken over" },
  "POST /api/ai/conversations/:id/messages": { type: "user", content: "Taken over" },
  "PUT /api/jobs/:id": {
    title: "Taken over",
    description: "Mine now",
    profession: "Photographer",
    location: "London",
    payType: "unpaid",
  },
  "PATCH /api/applications/:id": { status: "accepted" },
};

async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const table of WATCHED_TABLES) {
    const result = await server.context.db.execute(
      sql`select * from ${sql.identifier(table)} order by 1`,
    );
    parts.push((result as unknown as { rows: unknown[] }).rows);
  }
  return JSON.stringify(parts);
}

describe("another member's resources", () => {
  it("every route with an id is either owner-only or a visitor's own action", () => {
    // Admin routes act on anyone's resources by design, behind the unlock tested on its own.
    const unlisted = server.app.declaredRoutes
      .filter(
        (route) => route.url.includes(":") && route.access !== "owner" && route.access !== "admin",
      )
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !VISITOR_ROUTES.has(route));
    expect(unlisted).toEqual([]);
  });

  it("answers 403 or 404 on every owner-only route and changes nothing", async () => {
    const ownerRoutes = server.app.declaredRoutes.filter((route) => route.access === "owner");
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(6);
    const before = await snapshot();
    for (const route of ownerRoutes) {
      const key = `${route.method} ${route.url}`;
      const response = await intruder.request(route.method, fillPath(route.url), VALID_BODIES[key]);
      expect([403, 404], `${key} answered ${response.status}`).toContain(response.status);
      expect(response.body, key).toHaveProperty("message");
    }
    expect(await snapshot()).toBe(before);
  });
});
