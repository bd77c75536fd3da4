import {
  ALREADY_CONFIRMED_MESSAGE,
  CONFIRM_EMAIL_FIRST_MESSAGE,
  CONFIRMATION_LINK_INVALID_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
} from "@contract/auth.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { testClock } from "../test/clock.ts";
import { makeMember, makePost, signUpMember, TEST_PASSWORD } from "../test/factories.ts";
import { linkToken, startSmtpInbox } from "../test/smtp-inbox.ts";

const PUBLIC_URL = "https://atelier.example";
const clock = testClock();
let server: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestApp(
    { SMTP_URL: inbox.url, PUBLIC_URL, DEMO_MODE: "0" },
    { now: clock.now },
  );
});

const confirm = (token: string) =>
  new TestClient(server.url).post("/api/auth/verify-email", { token });

/** Everything an unconfirmed member may not do yet: each reaches another person. */
async function reachOthers(client: TestClient) {
  const other = await makeMember(server.context.db);
  const post = await makePost(server.context.db, other.id);
  return [
    await client.post("/api/posts", { content: "Hello, everyone" }),
    await client.post(`/api/posts/${post.id}/comments`, { content: "Nice" }),
    await client.post("/api/conversations", { recipientId: other.id, message: "Hi!" }),
    await client.post(`/api/users/${other.id}/follow`),
  ];
}

describe("email confirmation outside demo mode", () => {
  it("a new member browses, is refused what reaches others until the mailed link confirms them", async () => {
    const { client, form } = await signUpMember(server.url);
    const mail = await inbox.next(form.email);
    expect(mail.subject).toBe("Confirm your email address for Atelier");
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?token=`);

    const me = await client.get("/api/auth/user");
    expect(me.body.emailConfirmed).toBe(false);
    expect((await client.get("/api/posts")).status).toBe(200);
    for (const refused of await reachOthers(client)) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(CONFIRM_EMAIL_FIRST_MESSAGE);
    }

    const confirmed = await confirm(linkToken(mail));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(EMAIL_CONFIRMED_MESSAGE);
    expect((await client.get("/api/auth/user")).body.emailConfirmed).toBe(true);
    const allowed = await reachOthers(client);
    expect(allowed.map((response) => response.status)).toEqual([201, 201, 201, 200]);

    const reused = await confirm(linkToken(mail));
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(CONFIRMATION_LINK_INVALID_MESSAGE);
  });

  it("others never learn whether a member confirmed", async () => {
    const { user } = await signUpMember(server.url);
    const { client: stranger } = await signUpMember(server.url);
    const seen = await stranger.get(`/api/users/${user.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.emailConfirmed).toBeNull();
  });

  it("a link past its 24 hours is refused; Resend mails a new one that works", async () => {
    const { client, form } = await signUpMember(server.url);
    const first = await inbox.next(form.email);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await confirm(linkToken(first));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(CONFIRMATION_LINK_INVALID_MESSAGE);

    expect((await client.post("/api/auth/verify-email/resend")).status).toBe(202);
    const second = await inbox.next(form.email, 1);
    expect((await confirm(linkToken(second))).status).toBe(200);
    const again = await client.post("/api/auth/verify-email/resend");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_CONFIRMED_MESSAGE);
  });

  it("only a signed-in member asks for a new link, and an unknown token confirms nobody", async () => {
    expect((await new TestClient(server.url).post("/api/auth/verify-email/resend")).status).toBe(
      401,
    );
    const unknown = await confirm("no-such-token");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CONFIRMATION_LINK_INVALID_MESSAGE);
  });

  it("a new address must be confirmed, and the old one is told of the change", async () => {
    const { client, form } = await signUpMember(server.url);
    await confirm(linkToken(await inbox.next(form.email)));
    const newEmail = `new-${Date.now()}@example.test`;
    const changed = await client.put("/api/account/email", {
      email: newEmail,
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.emailConfirmed).toBe(false);
    const notice = await inbox.next(form.email, 1);
    expect(notice.subject).toBe("Your Atelier email address was changed");
    const confirmation = await inbox.next(newEmail);
    expect(confirmation.subject).toBe("Confirm your email address for Atelier");
    expect((await client.post("/api/posts", { content: "Still me" })).status).toBe(403);
    await confirm(linkToken(confirmation));
    expect((await client.post("/api/posts", { content: "Still me" })).status).toBe(201);
  });
});

describe("email confirmation in demo mode", () => {
  it("is skipped: a new member is confirmed and mailed nothing", async () => {
    const demoInbox = await startSmtpInbox();
    const demo = await startTestApp({ SMTP_URL: demoInbox.url, DEMO_MODE: "1" });
    const { client, form } = await signUpMember(demo.url);
    expect((await client.get("/api/auth/user")).body.emailConfirmed).toBe(true);
    expect((await client.post("/api/posts", { content: "Hello" })).status).toBe(201);
    await new TestClient(demo.url).post("/api/auth/forgot-password", { email: form.email });
    expect((await demoInbox.next(form.email)).subject).toBe("Reset your Atelier password");
  });
});
