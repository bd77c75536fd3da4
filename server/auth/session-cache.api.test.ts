import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { testClock } from "../test/clock.ts";
import { signUpBusiness, signUpMember, TEST_PASSWORD } from "../test/factories.ts";

/*
 * Each instance answers a moment from the session it resolved for the member's last request.
 * The clock these apps read stands still, so a session read once is never too old: whatever a
 * test sees change, the change itself made the instance read the session afresh.
 */
const ADMIN_PASSWORD = "the admin password of this file";
const clock = testClock();
let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ ADMIN_PASSWORD }, { now: clock.now });
});

/** The same session's cookie in a client of its own, which keeps it after the first signs out. */
function sameSession(client: TestClient) {
  const copy = new TestClient(server.url);
  const [name, value] = client.cookieHeader.split("=");
  copy.setCookie(name!, value!);
  return copy;
}

describe("the sessions an instance keeps resolved", () => {
  it("show the member's own changes on their next request", async () => {
    const { client } = await signUpMember(server.url);
    expect((await client.get("/api/auth/user")).status).toBe(200);

    await client.put("/api/users/profile", { firstName: "Nia", lastName: "Okafor" });
    expect((await client.get("/api/auth/user")).body).toMatchObject({
      firstName: "Nia",
      lastName: "Okafor",
    });

    const privacy = {
      profileVisibility: "followers",
      showEmail: true,
      showPhone: false,
      allowMessages: false,
      aiSuggestions: false,
    };
    expect((await client.put("/api/settings/privacy", privacy)).status).toBe(200);
    const notifications = {
      emailNotifications: false,
      pushNotifications: true,
      messageNotifications: false,
      jobAlerts: true,
      followNotifications: false,
    };
    expect((await client.put("/api/settings/notifications", notifications)).status).toBe(200);
    expect((await client.get("/api/settings")).body).toEqual({ privacy, notifications });

    expect((await client.put("/api/account/plan", { plan: "premium" })).status).toBe(200);
    expect((await client.get("/api/auth/user")).body.plan).toBe("premium");

    const identity = {
      fullName: "Nia Okafor",
      dateOfBirth: "1990-03-14",
      address: "12 Dale Street, Liverpool L2 2AB",
      profession: "Photographer",
      experience: "Ten years of weddings.",
    };
    expect((await client.post("/api/kyc/submit", identity)).status).toBe(201);
    expect((await client.get("/api/auth/user")).body.verificationStatus).toBe("pending");
    expect((await client.post("/api/kyc/approve")).status).toBe(200);
    expect((await client.get("/api/auth/user")).body).toMatchObject({
      verificationStatus: "verified",
      isVerified: true,
    });
  });

  it("show a business's new company details on its next request", async () => {
    const { client } = await signUpBusiness(server.url);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    const changed = await client.put("/api/business/profile", {
      companyName: "Northern Light Studio",
      companyAbout: "Stills and film from Leeds.",
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await client.get("/api/auth/user")).body.company).toMatchObject({
      name: "Northern Light Studio",
      about: "Stills and film from Leeds.",
    });
  });

  it("open the admin panel the moment it is unlocked, for that session only", async () => {
    const { client } = await signUpMember(server.url);
    const otherSession = new TestClient(server.url);
    const { form } = await signUpMember(server.url);
    expect((await client.get("/api/admin/stats")).status).toBe(401);
    expect(
      (await client.post("/api/admin/authenticate", { password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    expect((await client.get("/api/admin/stats")).status).toBe(200);
    await otherSession.post("/api/auth/login", { email: form.email, password: TEST_PASSWORD });
    expect((await otherSession.get("/api/admin/stats")).status).toBe(401);
  });

  it("end with signing out, and with a suspension, at once; a member whose suspension is lifted signs in again", async () => {
    const leaving = await signUpMember(server.url);
    const kept = sameSession(leaving.client);
    expect((await kept.get("/api/auth/user")).status).toBe(200);
    await leaving.client.get("/api/logout");
    expect((await kept.get("/api/auth/user")).status).toBe(401);

    const admin = await signUpMember(server.url);
    await admin.client.post("/api/admin/authenticate", { password: ADMIN_PASSWORD });
    const member = await signUpMember(server.url);
    expect((await member.client.get("/api/auth/user")).status).toBe(200);
    const suspended = await admin.client.post(`/api/admin/users/${member.user.id}/suspend`, {
      reason: "Spam in comments",
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect((await member.client.get("/api/auth/user")).status).toBe(401);

    await admin.client.post(`/api/admin/users/${member.user.id}/unsuspend`);
    const again = new TestClient(server.url);
    const signedIn = await again.post("/api/auth/login", {
      email: member.form.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect((await again.get("/api/auth/user")).body.id).toBe(member.user.id);
  });

  it("show a change made by hand in the database once the session's moment is over", async () => {
    const { client, user } = await signUpMember(server.url, { firstName: "Ada" });
    expect((await client.get("/api/auth/user")).body.firstName).toBe("Ada");
    await server.context.db.update(users).set({ firstName: "Ida" }).where(eq(users.id, user.id));
    expect((await client.get("/api/auth/user")).body.firstName).toBe("Ada");
    clock.advance(server.config.sessionCacheMs);
    expect((await client.get("/api/auth/user")).body.firstName).toBe("Ida");
  });

  it("with SESSION_CACHE_MS=0 read every request's session from the database", async () => {
    const uncached = await startTestApp({ SESSION_CACHE_MS: "0" }, { now: clock.now });
    const { client, user } = await signUpMember(uncached.url, { firstName: "Ada" });
    expect((await client.get("/api/auth/user")).body.firstName).toBe("Ada");
    await uncached.context.db.update(users).set({ firstName: "Ida" }).where(eq(users.id, user.id));
    expect((await client.get("/api/auth/user")).body.firstName).toBe("Ida");
  });
});
