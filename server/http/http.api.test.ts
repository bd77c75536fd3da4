import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember, TEST_PASSWORD } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("HTTP basics", () => {
  it("GET /api/health answers once the database does", async () => {
    const response = await new TestClient(server.url).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it.each(["GET", "POST", "DELETE"])("an unknown /api path is a JSON 404 (%s)", async (method) => {
    const response = await new TestClient(server.url).request(method, "/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.body).toEqual({ message: "Not found" });
  });

  it("a missing object is a 404, not the web app", async () => {
    const response = await new TestClient(server.url).get("/objects/seed/missing.webp");
    expect(response.status).toBe(404);
  });

  it("a body in an unsupported content type is refused with 415", async () => {
    const { client } = await signUpMember(server.url);
    const response = await client.request("POST", "/api/auth/login", undefined, {
      headers: { "content-type": "application/xml" },
      rawBody: "<hello/>",
    });
    expect(response.status).toBe(415);
    expect(typeof response.body.message).toBe("string");
  });

  it("a JSON body past BODY_LIMIT_BYTES is refused with 413, and headers past 16 KiB with 431", async () => {
    const client = new TestClient(server.url);
    const tooLarge = await client.post("/api/auth/login", {
      email: "someone@example.test",
      password: "x".repeat(server.config.http.bodyLimitBytes),
    });
    expect(tooLarge.status).toBe(413);
    const tooManyHeaders = await client.request("GET", "/api/health", undefined, {
      headers: { "x-padding": "x".repeat(16_384) },
    });
    expect(tooManyHeaders.status).toBe(431);
    expect((await client.get("/api/health")).status).toBe(200);
  });
});

describe("production cookies", () => {
  it("are Secure when NODE_ENV=production", async () => {
    const production = await startTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "a".repeat(40),
      DEMO_MODE: "0",
    });
    const { client } = await signUpMember(production.url);
    expect(client.cookieHeader).toContain("atelier_session=");
    const response = await new TestClient(production.url).post("/api/auth/register", {
      firstName: "Sec",
      lastName: "Ure",
      email: "secure@example.test",
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      profession: "model",
    });
    expect(response.headers.getSetCookie().join()).toMatch(/; Secure/i);
  });
});
