import {
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from "@contract/auth.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { testClock } from "../test/clock.ts";
import { makeMember, signUpMember, TEST_PASSWORD } from "../test/factories.ts";
import { raisedRateLimits } from "../test/rate-limits.ts";
import { linkToken, startSmtpInbox } from "../test/smtp-inbox.ts";

const NEW_PASSWORD = "a brand new passphrase";
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

/** A confirmed member, so the only mail to their address is the one a test asks for. */
const member = (overrides: Parameters<typeof makeMember>[1] = {}) =>
  makeMember(server.context.db, overrides);
const anonymous = () => new TestClient(server.url);
const forgot = (email: string) => anonymous().post("/api/auth/forgot-password", { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  anonymous().post("/api/auth/reset-password", { token, password });
const signIn = (email: string, password: string) =>
  anonymous().post("/api/auth/login", { email, password });

describe("forgot password", () => {
  it("mails a link that sets a new password once and signs out every session", async () => {
    const form = await member();
    const laptop = new TestClient(server.url);
    await laptop.post("/api/auth/login", { email: form.email, password: TEST_PASSWORD });
    const phone = new TestClient(server.url);
    await phone.post("/api/auth/login", { email: form.email, password: TEST_PASSWORD });

    const asked = await forgot(form.email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });

    const mail = await inbox.next(form.email);
    expect(mail.subject).toBe("Reset your Atelier password");
    expect(mail.from?.text).toContain("no-reply@atelier.localhost");
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=`);

    const done = await reset(linkToken(mail));
    expect(done.status).toBe(200);
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await signIn(form.email, TEST_PASSWORD)).body.message).toBe(
      INVALID_CREDENTIALS_MESSAGE,
    );
    expect((await signIn(form.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(linkToken(mail), "yet another passphrase");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await signIn(form.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers an unknown email exactly as a known one, and mails nobody", async () => {
    const form = await member();
    const unknownEmail = "nobody-here@example.test";
    const unknown = await forgot(unknownEmail);
    const known = await forgot(form.email);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await inbox.next(form.email);
    expect(inbox.to(unknownEmail)).toHaveLength(0);
  });

  it("refuses a link past its 30 minutes", async () => {
    const form = await member();
    await forgot(form.email);
    const mail = await inbox.next(form.email);
    clock.advance(31 * 60 * 1000);
    const late = await reset(linkToken(mail));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await signIn(form.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("a newer link replaces the earlier one", async () => {
    const form = await member();
    await forgot(form.email);
    const first = await inbox.next(form.email);
    await forgot(form.email);
    const second = await inbox.next(form.email, 1);
    expect((await reset(linkToken(first))).status).toBe(400);
    expect((await reset(linkToken(second))).status).toBe(200);
  });

  it("refuses unknown tokens and bad input with a message", async () => {
    const unknown = await reset("not-a-token-anyone-was-sent");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(RESET_LINK_INVALID_MESSAGE);
    const form = await member();
    await forgot(form.email);
    const mail = await inbox.next(form.email);
    const short = await reset(linkToken(mail), "x");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(PASSWORD_LENGTH_MESSAGE);
    // A refused password does not use the link up.
    expect((await reset(linkToken(mail))).status).toBe(200);
    const notEmail = await forgot("not an email");
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.message).toBe("Please enter a valid email address.");
  });

  it("escapes the member's own words in the HTML part", async () => {
    const form = await member({ firstName: "<b>Bold</b>" });
    await forgot(form.email);
    const mail = await inbox.next(form.email);
    expect(mail.html).toContain("Hello &lt;b&gt;Bold&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Bold</b>");
    expect(mail.text).toContain("Hello <b>Bold</b>,");
  });
});

describe("forgot password limits", () => {
  it("mails one email at most 3 times in 15 minutes, from any address", async () => {
    const limitedClock = testClock();
    const limited = await startTestApp(
      {
        SMTP_URL: inbox.url,
        DEMO_MODE: "0",
        RATE_LIMITS: raisedRateLimits("forgot-password-account"),
      },
      { now: limitedClock.now },
    );
    const { form } = await signUpMember(limited.url);
    const ask = () =>
      new TestClient(limited.url).post("/api/auth/forgot-password", { email: form.email });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(202);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(refused.body.message).toMatch(/^Too many password reset requests for this email\./);
    limitedClock.advance(15 * 60 * 1000 + 1000);
    expect((await ask()).status).toBe(202);
  });

  it("takes at most 10 requests in 15 minutes from one address, whatever the emails", async () => {
    const limitedClock = testClock();
    const limited = await startTestApp(
      { DEMO_MODE: "0", RATE_LIMITS: raisedRateLimits("forgot-password-address") },
      { now: limitedClock.now },
    );
    const ask = (i: number) =>
      new TestClient(limited.url).post("/api/auth/forgot-password", {
        email: `someone-${i}@example.test`,
      });
    for (let i = 0; i < 10; i += 1) expect((await ask(i)).status).toBe(202);
    expect((await ask(10)).status).toBe(429);
    limitedClock.advance(15 * 60 * 1000 + 1000);
    expect((await ask(11)).status).toBe(202);
  });
});
