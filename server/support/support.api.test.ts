import {
  EMPTY_RESPONSE_MESSAGE,
  TICKET_CLOSED_MESSAGE,
  TICKET_MESSAGE_MAX,
  TICKET_MISSING_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
} from "@contract/support.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, supportTickets } from "../db/schema/index.ts";
import { unlockAdminPanel } from "../test/admin-session.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { connectLive } from "../test/live.ts";

let server: TestApp;
let admin: Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  server = await startTestApp();
  admin = await signUpMember(server.url);
  await unlockAdminPanel(server.context, admin.user.id);
});

const ticket = (overrides: Record<string, unknown> = {}) => ({
  subject: "Cannot upload my lookbook",
  message: "The upload stops at 90%.",
  category: "technical",
  ...overrides,
});

async function raise(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post("/api/support/tickets", ticket(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body;
}

describe("a member's tickets", () => {
  it("opens a ticket with normal priority, and lists only the member's own", async () => {
    const member = await signUpMember(server.url);
    const other = await signUpMember(server.url);
    const created = await raise(member.client, { subject: "  Billing twice  " });
    expect(created).toMatchObject({
      subject: "Billing twice",
      priority: "normal",
      status: "open",
      adminResponse: null,
      messages: [],
    });
    await raise(other.client);
    const mine = await member.client.get("/api/support/tickets");
    expect(mine.body.map((row: { id: string }) => row.id)).toEqual([created.id]);
  });

  it("refuses a ticket without subject, message or category, and a message over the limit", async () => {
    const { client } = await signUpMember(server.url);
    for (const missing of [{ subject: " " }, { message: "" }, { category: undefined }]) {
      const refused = await client.post("/api/support/tickets", ticket(missing));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(TICKET_MISSING_MESSAGE);
    }
    const long = await client.post(
      "/api/support/tickets",
      ticket({ message: "a".repeat(TICKET_MESSAGE_MAX + 1) }),
    );
    expect(long.status).toBe(400);
    await raise(client, { message: "a".repeat(TICKET_MESSAGE_MAX) });
  });

  it("takes follow-ups on the member's own ticket only, and none once closed", async () => {
    const member = await signUpMember(server.url);
    const other = await signUpMember(server.url);
    const created = await raise(member.client);
    const added = await member.client.post(`/api/support/tickets/${created.id}/messages`, {
      content: "It also happens on my phone.",
    });
    expect(added.status).toBe(201);
    expect(added.body.messages).toMatchObject([
      { content: "It also happens on my phone.", fromAdmin: false },
    ]);
    const intruding = await other.client.post(`/api/support/tickets/${created.id}/messages`, {
      content: "Mine now",
    });
    expect(intruding.status).toBe(404);
    expect(intruding.body.message).toBe(TICKET_NOT_FOUND_MESSAGE);

    await server.context.db
      .update(supportTickets)
      .set({ status: "closed" })
      .where(eq(supportTickets.id, created.id));
    const closed = await member.client.post(`/api/support/tickets/${created.id}/messages`, {
      content: "Hello?",
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(TICKET_CLOSED_MESSAGE);
  });
});

describe("the admin ticket queue", () => {
  it("orders by priority then newest, and filters by status and priority", async () => {
    const { client, user } = await signUpMember(server.url);
    // The queue holds every member's tickets; these are the ones this test reads.
    const ids = (response: { body: { id: string; member: { id: string } }[] }) =>
      response.body.filter((row) => row.member.id === user.id).map((row) => row.id);
    const low = await raise(client, { priority: "low", subject: "low" });
    const urgentOld = await raise(client, { priority: "urgent", subject: "urgent old" });
    const normal = await raise(client, { subject: "normal" });
    const high = await raise(client, { priority: "high", subject: "high" });
    const urgentNew = await raise(client, { priority: "urgent", subject: "urgent new" });

    const all = await admin.client.get("/api/admin/support/tickets");
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([urgentNew.id, urgentOld.id, high.id, normal.id, low.id]);

    await admin.client.put(`/api/admin/support/tickets/${high.id}`, { status: "in_progress" });
    const urgent = await admin.client.get("/api/admin/support/tickets?priority=urgent");
    expect(ids(urgent)).toEqual([urgentNew.id, urgentOld.id]);
    const working = await admin.client.get("/api/admin/support/tickets?status=in_progress");
    expect(ids(working)).toEqual([high.id]);
    const both = await admin.client.get("/api/admin/support/tickets?status=open&priority=high");
    expect(ids(both)).toEqual([]);
    const unknown = await admin.client.get("/api/admin/support/tickets?priority=whenever");
    expect(unknown.status).toBe(400);
  });

  it("a response resolves the ticket, reaches the member live and shows on their list", async () => {
    const member = await signUpMember(server.url);
    const created = await raise(member.client);
    const blank = await admin.client.put(`/api/admin/support/tickets/${created.id}`, {
      status: "resolved",
      adminResponse: "   ",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(EMPTY_RESPONSE_MESSAGE);

    const live = await connectLive(member.client);
    const answered = await admin.client.put(`/api/admin/support/tickets/${created.id}`, {
      status: "in_progress",
      adminResponse: "Please try a smaller file while we fix it.",
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: "resolved" });
    expect(await live.next()).toMatchObject({
      type: "notification",
      data: { type: "supportReply", link: "/support" },
    });
    live.close();
    const [listed] = (await member.client.get("/api/support/tickets")).body;
    expect(listed).toMatchObject({
      status: "resolved",
      adminResponse: "Please try a smaller file while we fix it.",
    });
    // Writing again on a resolved ticket opens it again.
    const reopened = await member.client.post(`/api/support/tickets/${created.id}/messages`, {
      content: "Still broken with a small file.",
    });
    expect(reopened.body.status).toBe("open");

    const log = await server.context.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, admin.user.id));
    expect(
      log.some((line) => line.action === "ticket.respond" && line.targetIds[0] === created.id),
    ).toBe(true);
  });

  it("is refused to a member who has not unlocked the panel, or whose unlock expired", async () => {
    const member = await signUpMember(server.url);
    const created = await raise(member.client);
    expect((await member.client.get("/api/admin/support/tickets")).status).toBe(401);
    await unlockAdminPanel(server.context, member.user.id, new Date(Date.now() - 1));
    const expired = await member.client.put(`/api/admin/support/tickets/${created.id}`, {
      status: "closed",
    });
    expect(expired.status).toBe(401);
    expect((await member.client.get("/api/support/tickets")).body[0].status).toBe("open");
  });
});
