import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { SESSION_COOKIE } from "./sessions.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) });
});

describe("the session cookie in production", () => {
  it("is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, for the whole site and no domain", async () => {
    const client = new TestClient(server.url);
    const { form } = await signUpMember(server.url);
    const signIn = await client.post("/api/auth/login", {
      email: form.email,
      password: form.password,
    });
    expect(signIn.status).toBe(200);
    const [cookie = ""] = signIn.headers.getSetCookie();
    expect(cookie.startsWith(`__Host-${SESSION_COOKIE}=`)).toBe(true);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });

  it("is read only under its prefixed name, and signing out clears that name", async () => {
    const { client } = await signUpMember(server.url);
    const token = client.cookieHeader.split("=")[1]!;
    const unprefixed = new TestClient(server.url);
    unprefixed.setCookie(SESSION_COOKIE, token);
    expect((await unprefixed.get("/api/auth/user")).status).toBe(401);

    const signOut = await client.get("/api/logout");
    expect(signOut.headers.getSetCookie().join("\n")).toMatch(
      new RegExp(`__Host-${SESSION_COOKIE}=;`),
    );
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });
});
