import { CURRENT_PASSWORD_MESSAGE } from "@contract/settings.ts";
import {
  BACKUP_CODE_COUNT,
  CHALLENGE_EXPIRED_MESSAGE,
  SETUP_NOT_STARTED_MESSAGE,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_NOT_ON_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_SETUP_CODE_MESSAGE,
} from "@contract/two-factor.ts";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { twoFactorBackupCodes, twoFactorSecrets } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { testClock } from "../test/clock.ts";
import { signUpMember, TEST_PASSWORD, turnOnTwoFactor } from "../test/factories.ts";
import { raisedRateLimits } from "../test/rate-limits.ts";

const STEP = 30_000;
const MINUTE = 60_000;
const clock = testClock();
let server: TestApp;
beforeAll(async () => {
  // Demo mode stays on, as in every API test: a demo sign-in must not get round the code.
  server = await startTestApp(
    { RATE_LIMITS: raisedRateLimits("two-factor-code") },
    { now: clock.now },
  );
});
// Each test starts in a new 30-second step, after every limit window of the one before.
beforeEach(() => clock.advance(60 * MINUTE));

type Member = Awaited<ReturnType<typeof signUpMember>>;
type Authenticator = TOTP;

/** A member with two-factor sign-in on, and the next step, whose code has not been used. */
async function memberWithTwoFactor() {
  const member = await signUpMember(server.url);
  const { authenticator, backupCodes } = await turnOnTwoFactor(member.client, clock.now());
  clock.advance(STEP);
  return { ...member, authenticator, backupCodes };
}

const codeNow = (authenticator: Authenticator, offset = 0) =>
  authenticator.generate({ timestamp: clock.now() + offset });

/** The first step on a new device: the password is right, and a pending sign-in is answered. */
async function passwordStep(email: string) {
  const device = new TestClient(server.url);
  const response = await device.post("/api/auth/login", { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ twoFactorRequired: true });
  return device;
}

const sendCode = (device: TestClient, code: string) =>
  device.post("/api/auth/two-factor", { code });

async function expectSignedOut(device: TestClient) {
  expect((await device.get("/api/auth/user")).status).toBe(401);
}

describe("turning two-factor sign-in on", () => {
  it("takes the current password, then a code from the app, and shows backup codes once", async () => {
    const { client } = await signUpMember(server.url);
    const wrongPassword = await client.post("/api/account/two-factor/setup", {
      currentPassword: "not my password",
    });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.message).toBe(CURRENT_PASSWORD_MESSAGE);

    const setup = await client.post("/api/account/two-factor/setup", {
      currentPassword: TEST_PASSWORD,
    });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Atelier:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toMatch(/^<svg/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await client.get("/api/account/two-factor")).body).toEqual({
      enabled: false,
      backupCodesLeft: 0,
    });

    const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
    for (const code of [codeNow(authenticator, 10 * MINUTE), "12345", "not a code"]) {
      const wrong = await client.post("/api/account/two-factor", { code });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(WRONG_SETUP_CODE_MESSAGE);
    }
    const blank = await client.post("/api/account/two-factor", { code: "  " });
    expect(blank.status).toBe(400);

    const enabled = await client.post("/api/account/two-factor", { code: codeNow(authenticator) });
    expect(enabled.status).toBe(201);
    const { backupCodes } = enabled.body;
    expect(backupCodes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(backupCodes).size).toBe(BACKUP_CODE_COUNT);
    for (const code of backupCodes) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);
    expect((await client.get("/api/account/two-factor")).body).toEqual({
      enabled: true,
      backupCodesLeft: BACKUP_CODE_COUNT,
    });

    const again = await client.post("/api/account/two-factor/setup", {
      currentPassword: TEST_PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TWO_FACTOR_ALREADY_ON_MESSAGE);
    const reEnable = await client.post("/api/account/two-factor", { code: codeNow(authenticator) });
    expect(reEnable.status).toBe(409);
  });

  it("stores the secret sealed and the backup codes only as hashes", async () => {
    const { client, user } = await signUpMember(server.url);
    const setup = await client.post("/api/account/two-factor/setup", {
      currentPassword: TEST_PASSWORD,
    });
    const authenticator = new TOTP({ secret: Secret.fromBase32(setup.body.secret) });
    const { backupCodes } = (
      await client.post("/api/account/two-factor", { code: codeNow(authenticator) })
    ).body;
    const { db } = server.context;
    const [row] = await db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id));
    const hashes = await db
      .select()
      .from(twoFactorBackupCodes)
      .where(eq(twoFactorBackupCodes.userId, user.id));
    const stored = JSON.stringify({ row, hashes });
    expect(stored).not.toContain(setup.body.secret);
    for (const code of backupCodes as string[]) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
    expect(hashes).toHaveLength(BACKUP_CODE_COUNT);
  });

  it("needs a started setup, and a new setup replaces the secret of an unfinished one", async () => {
    const { client } = await signUpMember(server.url);
    const notStarted = await client.post("/api/account/two-factor", { code: "123456" });
    expect(notStarted.status).toBe(400);
    expect(notStarted.body.message).toBe(SETUP_NOT_STARTED_MESSAGE);

    const start = () =>
      client.post("/api/account/two-factor/setup", { currentPassword: TEST_PASSWORD });
    const first = new TOTP({ secret: Secret.fromBase32((await start()).body.secret) });
    const second = new TOTP({ secret: Secret.fromBase32((await start()).body.secret) });
    const stale = await client.post("/api/account/two-factor", { code: codeNow(first) });
    expect(stale.status).toBe(400);
    const fresh = await client.post("/api/account/two-factor", { code: codeNow(second) });
    expect(fresh.status).toBe(201);
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("opens no session on the password alone, even in demo mode, and one with the right code", async () => {
    expect(server.config.demoMode).toBe(true);
    const { form, user, authenticator } = await memberWithTwoFactor();
    const device = await passwordStep(form.email);
    await expectSignedOut(device);

    const wrong = await sendCode(device, codeNow(authenticator, 10 * MINUTE));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CODE_MESSAGE);
    await expectSignedOut(device);

    const right = await sendCode(device, ` ${codeNow(authenticator)} `);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ id: user.id, email: form.email, accountCreated: false });
    expect((await device.get("/api/auth/user")).body.id).toBe(user.id);
    // The pending sign-in is spent with it.
    expect(right.headers.getSetCookie().join()).toMatch(/atelier_sign_in=;/);
  });

  it("accepts each code once: a replayed or older code is refused, the next one works", async () => {
    const { form, authenticator } = await memberWithTwoFactor();
    const code = codeNow(authenticator);
    expect((await sendCode(await passwordStep(form.email), code)).status).toBe(200);

    const replay = await sendCode(await passwordStep(form.email), code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(WRONG_CODE_MESSAGE);
    const older = await sendCode(await passwordStep(form.email), codeNow(authenticator, -STEP));
    expect(older.status).toBe(401);

    const next = await sendCode(await passwordStep(form.email), codeNow(authenticator, STEP));
    expect(next.status).toBe(200);
  });

  it("accepts a backup code once, however it is typed", async () => {
    const { client, form, backupCodes } = await memberWithTwoFactor();
    const [code] = backupCodes as [string];
    const typed = code.replace("-", " ").toUpperCase();
    expect((await sendCode(await passwordStep(form.email), typed)).status).toBe(200);
    expect((await client.get("/api/account/two-factor")).body.backupCodesLeft).toBe(
      BACKUP_CODE_COUNT - 1,
    );

    const again = await sendCode(await passwordStep(form.email), code);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(WRONG_CODE_MESSAGE);
  });

  it("needs a pending sign-in that is this account's, unaltered and at most 5 minutes old", async () => {
    const ana = await memberWithTwoFactor();
    const ben = await memberWithTwoFactor();

    const noChallenge = await sendCode(new TestClient(server.url), codeNow(ana.authenticator));
    expect(noChallenge.status).toBe(401);
    expect(noChallenge.body.message).toBe(CHALLENGE_EXPIRED_MESSAGE);

    // Ana's pending sign-in with Ben's code opens neither account.
    const anaDevice = await passwordStep(ana.form.email);
    const crossed = await sendCode(anaDevice, codeNow(ben.authenticator));
    expect(crossed.status).toBe(401);
    expect(crossed.body.message).toBe(WRONG_CODE_MESSAGE);
    await expectSignedOut(anaDevice);

    // Rewriting the account in Ana's pending sign-in breaks its signature.
    const [, expires, signature] = anaDevice.cookieHeader.split("=")[1]!.split(".");
    const forged = new TestClient(server.url);
    forged.setCookie("atelier_sign_in", `${ben.user.id}.${expires}.${signature}`);
    const forgedAnswer = await sendCode(forged, codeNow(ben.authenticator));
    expect(forgedAnswer.status).toBe(401);
    expect(forgedAnswer.body.message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    await expectSignedOut(forged);

    clock.advance(5 * MINUTE);
    const late = await sendCode(anaDevice, codeNow(ana.authenticator));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    await expectSignedOut(anaDevice);
  });

  it("after 5 wrong codes for one account, refuses even the right one until 15 minutes have passed", async () => {
    const { form, authenticator } = await memberWithTwoFactor();
    const other = await memberWithTwoFactor();
    const wrongCode = codeNow(authenticator, 10 * MINUTE);
    // A fresh password step does not start a fresh count.
    const statuses = [];
    for (const device of [await passwordStep(form.email), await passwordStep(form.email)]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await sendCode(device, wrongCode)).status);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const refused = await sendCode(await passwordStep(form.email), codeNow(authenticator));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(15 * 60));
    expect(refused.body.message).toBe(
      "Too many wrong codes for this account. Please try again in 15 minutes.",
    );
    // Another account is not held back by this one's count.
    const otherDevice = await passwordStep(other.form.email);
    expect((await sendCode(otherDevice, codeNow(other.authenticator))).status).toBe(200);

    clock.advance(15 * MINUTE);
    const later = await sendCode(await passwordStep(form.email), codeNow(authenticator));
    expect(later.status).toBe(200);
  });

  it("signs an account without two-factor sign-in straight in, as before", async () => {
    const { form, user } = await signUpMember(server.url);
    const device = new TestClient(server.url);
    const response = await device.post("/api/auth/login", {
      email: form.email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, accountCreated: false });
    expect((await device.get("/api/auth/user")).status).toBe(200);
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the current password and a code, after which the password alone signs in", async () => {
    const { client, form, authenticator } = await memberWithTwoFactor();
    const off = (currentPassword: string, code: string) =>
      client.delete("/api/account/two-factor", { currentPassword, code });

    const wrongPassword = await off("not my password", codeNow(authenticator));
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.message).toBe(CURRENT_PASSWORD_MESSAGE);
    const wrongCode = await off(TEST_PASSWORD, codeNow(authenticator, 10 * MINUTE));
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.body.message).toBe(WRONG_CODE_MESSAGE);
    const noCode = await off(TEST_PASSWORD, "");
    expect(noCode.status).toBe(400);
    expect((await client.get("/api/account/two-factor")).body.enabled).toBe(true);

    expect((await off(TEST_PASSWORD, codeNow(authenticator))).status).toBe(204);
    expect((await client.get("/api/account/two-factor")).body).toEqual({
      enabled: false,
      backupCodesLeft: 0,
    });
    const device = new TestClient(server.url);
    const signIn = await device.post("/api/auth/login", {
      email: form.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.body).toMatchObject({ email: form.email, accountCreated: false });

    const again = await off(TEST_PASSWORD, codeNow(authenticator, STEP));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TWO_FACTOR_NOT_ON_MESSAGE);
  });

  it("takes a backup code in place of the app's", async () => {
    const { client, backupCodes } = await memberWithTwoFactor();
    const response = await client.delete("/api/account/two-factor", {
      currentPassword: TEST_PASSWORD,
      code: backupCodes[3],
    });
    expect(response.status).toBe(204);
  });
});

describe("who may touch a member's two-factor sign-in", () => {
  it("only the member: another member's calls act on their own account, a visitor's are refused", async () => {
    const ana = await memberWithTwoFactor();
    const ben: Member = await signUpMember(server.url);

    expect((await ben.client.get("/api/account/two-factor")).body.enabled).toBe(false);
    const benOff = await ben.client.delete("/api/account/two-factor", {
      currentPassword: TEST_PASSWORD,
      code: codeNow(ana.authenticator),
    });
    expect(benOff.status).toBe(409);
    const benOn = await ben.client.post("/api/account/two-factor", {
      code: codeNow(ana.authenticator),
    });
    expect(benOn.status).toBe(400);
    const withAnaBackupCode = await ben.client.delete("/api/account/two-factor", {
      currentPassword: TEST_PASSWORD,
      code: ana.backupCodes[0],
    });
    expect(withAnaBackupCode.status).toBe(409);
    expect((await ana.client.get("/api/account/two-factor")).body).toEqual({
      enabled: true,
      backupCodesLeft: BACKUP_CODE_COUNT,
    });

    const visitor = new TestClient(server.url);
    for (const response of [
      await visitor.get("/api/account/two-factor"),
      await visitor.post("/api/account/two-factor/setup", { currentPassword: TEST_PASSWORD }),
      await visitor.post("/api/account/two-factor", { code: codeNow(ana.authenticator) }),
      await visitor.delete("/api/account/two-factor", {
        currentPassword: TEST_PASSWORD,
        code: codeNow(ana.authenticator),
      }),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});
