import { CURRENT_PASSWORD_MESSAGE, DELETE_CONFIRMATION } from "@contract/settings.ts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient, type TestResponse } from "../test/client.ts";
import { testClock } from "../test/clock.ts";
import { makeMember, makePost, memberForm, TEST_PASSWORD } from "../test/factories.ts";
import { raisedRateLimits } from "../test/rate-limits.ts";

/**
 * The limits at their default numbers, as Mastodon tests its own: use one up, get a 429 with
 * Retry-After and a message saying how long to wait, move the clock past the window, and the
 * same request goes through.
 */
const MINUTE = 60_000;
const clock = testClock();
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ DEMO_MODE: "0", RATE_LIMITS: "" }, { now: clock.now });
});
// Every test starts after every window of the one before has ended.
beforeEach(() => clock.advance(60 * MINUTE));

const anonymous = () => new TestClient(server.url);
const signIn = (client: TestClient, email: string, password: string) =>
  client.post("/api/auth/login", { email, password });
const uniqueEmail = () => memberForm().email;

async function signedInMember() {
  const member = await makeMember(server.context.db);
  const client = anonymous();
  expect((await signIn(client, member.email, TEST_PASSWORD)).status).toBe(200);
  return { member, client };
}

async function repeat(times: number, call: (index: number) => Promise<TestResponse>) {
  const statuses: number[] = [];
  for (let index = 0; index < times; index++) statuses.push((await call(index)).status);
  return statuses;
}

function expectRefused(response: TestResponse, retryAfterSeconds: number, message: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get("retry-after")).toBe(String(retryAfterSeconds));
  expect(response.body).toEqual({ message });
}

describe("sign-in", () => {
  it("after 10 wrong passwords for one account, refuses even the right one until 15 minutes have passed", async () => {
    const member = await makeMember(server.context.db);
    const wrong = await repeat(10, (i) => signIn(anonymous(), member.email, `guess-${i}`));
    expect(wrong).toEqual(Array(10).fill(401));

    // The letter case of the email does not open a second count.
    expectRefused(
      await signIn(anonymous(), member.email.toUpperCase(), TEST_PASSWORD),
      15 * 60,
      "Too many failed sign-ins for this account. Please try again in 15 minutes.",
    );
    clock.advance(15 * MINUTE);
    expect((await signIn(anonymous(), member.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("counts only failures against the account: signing in often is never refused", async () => {
    const member = await makeMember(server.context.db);
    const statuses = await repeat(12, () => signIn(anonymous(), member.email, TEST_PASSWORD));
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it("refuses the 31st attempt from one address in 5 minutes, whatever the emails", async () => {
    const statuses = await repeat(30, () => signIn(anonymous(), uniqueEmail(), "wrong password"));
    expect(statuses).toEqual(Array(30).fill(401));
    const member = await makeMember(server.context.db);
    expectRefused(
      await signIn(anonymous(), member.email, TEST_PASSWORD),
      5 * 60,
      "Too many sign-in attempts from your network. Please try again in 5 minutes.",
    );
    clock.advance(5 * MINUTE);
    expect((await signIn(anonymous(), member.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("sign-up", () => {
  it("refuses a 6th new account from one address in 30 minutes", async () => {
    const register = () => anonymous().post("/api/auth/register", memberForm());
    expect(await repeat(5, register)).toEqual(Array(5).fill(201));
    expectRefused(
      await register(),
      30 * 60,
      "Too many new accounts from your network. Please try again in 30 minutes.",
    );
    clock.advance(30 * MINUTE);
    expect((await register()).status).toBe(201);
  });
});

describe("routes that check the current password", () => {
  it("share 5 attempts per member in 15 minutes across email, password, deletion and two-factor sign-in", async () => {
    const { client } = await signedInMember();
    const wrong = "not my password";
    const attempts = [
      await client.put("/api/account/email", { email: uniqueEmail(), currentPassword: wrong }),
      await client.put("/api/account/password", {
        currentPassword: wrong,
        newPassword: "x".repeat(12),
      }),
      await client.delete("/api/account", { password: wrong, confirmation: DELETE_CONFIRMATION }),
      await client.post("/api/account/two-factor/setup", { currentPassword: wrong }),
      await client.delete("/api/account/two-factor", { currentPassword: wrong, code: "123456" }),
    ];
    expect(attempts.map((response) => response.body.message)).toEqual(
      Array(5).fill(CURRENT_PASSWORD_MESSAGE),
    );

    const change = { currentPassword: TEST_PASSWORD, newPassword: "a new long password" };
    expectRefused(
      await client.put("/api/account/password", change),
      15 * 60,
      "Too many attempts with your current password. Please try again in 15 minutes.",
    );
    // Counted per member: another member, from the same address, is not held back.
    const { client: other } = await signedInMember();
    expect((await other.put("/api/account/password", change)).status).toBe(200);

    clock.advance(15 * MINUTE);
    expect((await client.put("/api/account/password", change)).status).toBe(200);
  });
});

describe("upload links", () => {
  it("gives a member 30 in 30 minutes", async () => {
    const { client } = await signedInMember();
    const askForLink = () => client.post("/api/objects/upload");
    expect(await repeat(30, askForLink)).toEqual(Array(30).fill(200));
    expectRefused(await askForLink(), 30 * 60, "Too many uploads. Please try again in 30 minutes.");
    clock.advance(30 * MINUTE);
    expect((await askForLink()).status).toBe(200);
  });
});

describe("reports", () => {
  it("takes 20 reports from a member in an hour", async () => {
    const { client } = await signedInMember();
    const author = await makeMember(server.context.db);
    const posts = await Promise.all(
      Array.from({ length: 22 }, () => makePost(server.context.db, author.id)),
    );
    const reportPost = (index: number) =>
      client.post("/api/reports", {
        targetType: "post",
        targetId: posts[index]!.id,
        reason: "spam",
      });
    expect(await repeat(20, reportPost)).toEqual(Array(20).fill(201));
    expectRefused(
      await reportPost(20),
      60 * 60,
      "You have sent too many reports. Please try again in 1 hour.",
    );
    // Counted per member: another member, from the same address, still reports.
    const { client: other } = await signedInMember();
    const byOther = await other.post("/api/reports", {
      targetType: "post",
      targetId: posts[20]!.id,
      reason: "spam",
    });
    expect(byOther.status).toBe(201);

    clock.advance(60 * MINUTE);
    expect((await reportPost(21)).status).toBe(201);
  });
});

describe("messages and the assistant", () => {
  it("takes 60 messages from a member in a minute", async () => {
    const { client } = await signedInMember();
    const friend = await makeMember(server.context.db);
    const send = (index: number) =>
      client.post("/api/messages", { receiverId: friend.id, content: `message ${index}` });
    expect(await repeat(60, send)).toEqual(Array(60).fill(201));
    expectRefused(
      await send(60),
      60,
      "You are sending messages too quickly. Please try again in 1 minute.",
    );
    // Counted per member: another member still writes.
    const { client: other } = await signedInMember();
    const byOther = await other.post("/api/messages", { receiverId: friend.id, content: "hi" });
    expect(byOther.status).toBe(201);
    clock.advance(MINUTE);
    expect((await send(61)).status).toBe(201);
  });

  it("takes 30 searches from a member in a minute", async () => {
    const { client } = await signedInMember();
    const search = () => client.post("/api/ai/search-profiles", { query: "photographer in Leeds" });
    expect(await repeat(30, search)).toEqual(Array(30).fill(200));
    expectRefused(
      await search(),
      60,
      "You are searching too quickly. Please try again in 1 minute.",
    );
    const { client: other } = await signedInMember();
    expect(
      (await other.post("/api/ai/search-profiles", { query: "photographer in Leeds" })).status,
    ).toBe(200);
    clock.advance(MINUTE);
    expect((await search()).status).toBe(200);
  });
});

describe("the general ceiling over /api", () => {
  it("gives an anonymous address 300 requests a minute, and counts a signed-in member apart", async () => {
    const { client } = await signedInMember(); // the sign-in was one anonymous request
    const statuses = await repeat(300, () => anonymous().get("/api/auth/config"));
    expect(statuses.slice(0, 299)).toEqual(Array(299).fill(200));
    expectRefused(
      await anonymous().get("/api/auth/config"),
      60,
      "Too many requests from your network. Please try again in 1 minute.",
    );
    expect((await client.get("/api/auth/user")).status).toBe(200);
    clock.advance(MINUTE);
    expect((await anonymous().get("/api/auth/config")).status).toBe(200);
  });

  it("gives a signed-in member 600 requests a minute", async () => {
    const { client } = await signedInMember();
    const statuses = await repeat(600, () => client.get("/api/auth/user"));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expectRefused(
      await client.get("/api/auth/user"),
      60,
      "Too many requests. Please try again in 1 minute.",
    );
    clock.advance(MINUTE);
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });
});

describe("behind a proxy (TRUST_PROXY=true)", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({
      DEMO_MODE: "0",
      TRUST_PROXY: "true",
      RATE_LIMITS: raisedRateLimits("sign-in-address"),
    });
  });

  /** A sign-in as the proxy forwards it: the client's own claim, then the address the proxy saw. */
  const forwarded = (forwardedFor: string) =>
    new TestClient(proxied.url).request(
      "POST",
      "/api/auth/login",
      { email: uniqueEmail(), password: "wrong password" },
      { headers: { "x-forwarded-for": forwardedFor } },
    );

  it("counts the address the proxy saw, not the one the client wrote before it", async () => {
    const statuses = await repeat(40, (i) => forwarded(`203.0.113.${i}, 198.51.100.77`));
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // Another client behind the same proxy has its own count.
    expect((await forwarded("203.0.113.1, 198.51.100.78")).status).toBe(401);
  });
});
