import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "@contract/auth.ts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { memberForm, signUpMember, TEST_PASSWORD } from "../test/factories.ts";
import { SESSION_COOKIE } from "./sessions.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ DEMO_MODE: "0" });
});

const anonymous = () => new TestClient(server.url);

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toContain("passwordHash");
  expect(text).not.toContain("$argon2");
}

describe("POST /api/auth/register", () => {
  it("creates the member, signs them in with an HttpOnly SameSite=Lax cookie, and hides the hash", async () => {
    const client = anonymous();
    const form = memberForm({ email: "Mixed.Case@Example.TEST", profession: "makeup_artist" });
    const response = await client.post("/api/auth/register", form);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      firstName: "Test",
      email: "mixed.case@example.test",
      profession: "Makeup Artist",
      verificationStatus: "unverified",
      isVerified: false,
    });
    expectNoSecrets(response.body);
    const cookie = response.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(new RegExp(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.id);
    expectNoSecrets(me.body);
  });

  it("stores the password as an argon2id hash with OWASP parameters", async () => {
    const { user } = await signUpMember(server.url);
    const [row] = await server.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it("refuses a second account for the same email in any letter case with 409", async () => {
    const { form } = await signUpMember(server.url);
    const again = await anonymous().post(
      "/api/auth/register",
      memberForm({ email: form.email.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EMAIL_TAKEN_MESSAGE);
  });

  it.each([
    ["first name", { firstName: "  " }, REQUIRED_FIELDS_MESSAGE],
    ["last name", { lastName: "" }, REQUIRED_FIELDS_MESSAGE],
    ["email", { email: "" }, REQUIRED_FIELDS_MESSAGE],
    ["password", { password: "", confirmPassword: "" }, REQUIRED_FIELDS_MESSAGE],
    ["profession", { profession: "" as never }, REQUIRED_FIELDS_MESSAGE],
    ["an unknown profession", { profession: "astronaut" as never }, REQUIRED_FIELDS_MESSAGE],
    ["mismatched passwords", { confirmPassword: "something else" }, PASSWORD_MISMATCH_MESSAGE],
    [
      "a 7-character password",
      { password: "short12", confirmPassword: "short12" },
      PASSWORD_LENGTH_MESSAGE,
    ],
    [
      "a 129-character password",
      { password: "x".repeat(129), confirmPassword: "x".repeat(129) },
      PASSWORD_LENGTH_MESSAGE,
    ],
    ["a malformed email", { email: "not-an-email" }, "Please enter a valid email address."],
  ])("refuses %s with 400 and the field message", async (_name, overrides, message) => {
    const form = memberForm(overrides);
    const response = await anonymous().post("/api/auth/register", form);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(Object.values(response.body.errors)).toContain(message);
    const [row] = await server.context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, form.email.trim().toLowerCase()));
    expect(row?.count).toBe(0);
  });

  it("accepts a 128-character password", async () => {
    const long = "tangerine lighthouse quietly folds ".repeat(4).slice(0, 128);
    expect(long).toHaveLength(128);
    const response = await anonymous().post(
      "/api/auth/register",
      memberForm({ password: long, confirmPassword: long }),
    );
    expect(response.status).toBe(201);
  });

  it.each([
    ["a common password", "password123", "This is a commonly used password."],
    ["a keyboard run", "asdfghjkl;", "Straight rows of keys on your keyboard are easy to guess."],
    ["repeated characters", "y".repeat(20), 'Repeated characters like "aaa" are easy to guess.'],
  ])(
    "refuses %s with the estimator's advice and makes no account",
    async (_name, password, warning) => {
      const form = memberForm({ password, confirmPassword: password });
      const response = await anonymous().post("/api/auth/register", form);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain("Please choose a stronger password.");
      expect(response.body.message).toContain(warning);
      const signIn = await anonymous().post("/api/auth/login", { email: form.email, password });
      expect(signIn.status).toBe(401);
    },
  );

  it("refuses a password made of the member's own name", async () => {
    const password = "Quillfeather2024";
    const response = await anonymous().post(
      "/api/auth/register",
      memberForm({
        firstName: "Zephyrine",
        lastName: "Quillfeather",
        password,
        confirmPassword: password,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(
      "There should not be any personal or page related data.",
    );
  });

  it("answers malformed JSON and non-object bodies with 400, never 500", async () => {
    const client = anonymous();
    const broken = await client.request("POST", "/api/auth/register", undefined, {
      headers: { "content-type": "application/json" },
      rawBody: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("The request body is not valid JSON.");
    for (const body of [[], "text", 42, null]) {
      const response = await client.post("/api/auth/register", body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe("string");
    }
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, case-insensitively by email, with a new token each time", async () => {
    const { form, client: first } = await signUpMember(server.url);
    const client = anonymous();
    const response = await client.post("/api/auth/login", {
      email: form.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(form.email);
    expectNoSecrets(response.body);
    expect(client.cookieHeader).not.toBe(first.cookieHeader);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    // The earlier session keeps working: signing in elsewhere does not sign you out here.
    expect((await first.get("/api/auth/user")).status).toBe(200);
  });

  it("refuses a wrong password with 401 and no cookie", async () => {
    const { form } = await signUpMember(server.url);
    const client = anonymous();
    const response = await client.post("/api/auth/login", {
      email: form.email,
      password: "wrong password",
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(response.headers.getSetCookie()).toHaveLength(0);
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses an unknown email when demo mode is off", async () => {
    const response = await anonymous().post("/api/auth/login", {
      email: "nobody@example.test",
      password: "whatever-it-is",
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    const [row] = await server.context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, "nobody@example.test"));
    expect(row?.count).toBe(0);
  });

  it("needs both email and password", async () => {
    for (const body of [{ email: "a@b.test" }, { password: "x" }, { email: "", password: "" }]) {
      const response = await anonymous().post("/api/auth/login", body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        "Missing information: Please enter your email and password.",
      );
    }
  });
});

describe("sessions", () => {
  it("GET /api/auth/user without a session is 401 with 'Unauthorized' in the body", async () => {
    const response = await anonymous().get("/api/auth/user");
    expect(response.status).toBe(401);
    expect(response.text).toContain("Unauthorized");
  });

  it("a made-up session token is not accepted", async () => {
    const client = anonymous();
    client.setCookie(SESSION_COOKIE, "forged-token-value");
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("stores only a keyed hash of the token, never the token itself", async () => {
    const { client, user } = await signUpMember(server.url);
    const token = client.cookieHeader.split("=")[1]!;
    const rows = await server.context.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it("logout ends the session on the server and redirects to /", async () => {
    const { client } = await signUpMember(server.url);
    const stolen = new TestClient(server.url);
    stolen.setCookie(SESSION_COOKIE, client.cookieHeader.split("=")[1]!);
    const response = await client.get("/api/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect((await client.get("/api/auth/user")).status).toBe(401);
    // A copy of the old cookie is worthless once the member has logged out.
    expect((await stolen.get("/api/auth/user")).status).toBe(401);
  });

  it("an idle-expired session is refused", async () => {
    const { client, user } = await signUpMember(server.url);
    await server.context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("a session past its absolute lifetime is refused even while in use", async () => {
    const { client, user } = await signUpMember(server.url);
    const thirtyOneDaysAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await server.context.db
      .update(sessions)
      .set({ createdAt: thirtyOneDaysAgo, lastSeenAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("GET /api/login sends the browser to /", async () => {
    const response = await anonymous().get("/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("GET /api/auth/config", () => {
  it("tells the sign-in screen that demo mode is off", async () => {
    const response = await anonymous().get("/api/auth/config");
    expect(response.body).toEqual({ demoMode: false });
  });
});

describe("POST /api/auth/password-strength", () => {
  it("weighs a password for anyone, counting the details the form sends", async () => {
    const weak = await anonymous().post("/api/auth/password-strength", { password: "password123" });
    expect(weak.status).toBe(200);
    expect(weak.body).toMatchObject({ score: 0, label: "Very weak" });
    expect(weak.body.advice).toContain("This is a commonly used password.");

    const password = "zephyrinequillfeather";
    const alone = await anonymous().post("/api/auth/password-strength", { password });
    expect(alone.body).toMatchObject({ score: 4, label: "Very strong", advice: null });
    const aboutThem = await anonymous().post("/api/auth/password-strength", {
      password,
      about: ["zephyrine.quillfeather@example.com", "Zephyrine", "Quillfeather"],
    });
    expect(aboutThem.body.score).toBeLessThan(3);
  });

  it("counts a signed-in member's own names without being told them", async () => {
    const { client } = await signUpMember(server.url, {
      firstName: "Zephyrine",
      lastName: "Quillfeather",
    });
    const response = await client.post("/api/auth/password-strength", {
      password: "zephyrinequillfeather",
    });
    expect(response.status).toBe(200);
    expect(response.body.score).toBeLessThan(3);
  });

  it("refuses a password longer than 128 characters with 400", async () => {
    const response = await anonymous().post("/api/auth/password-strength", {
      password: "x".repeat(129),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PASSWORD_LENGTH_MESSAGE);
  });
});
