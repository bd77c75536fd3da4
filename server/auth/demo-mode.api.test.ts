import { INVALID_CREDENTIALS_MESSAGE, PASSWORD_LENGTH_MESSAGE } from "@contract/auth.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ DEMO_MODE: "1" });
});

describe("demo mode sign-in (any email and password can be used to explore)", () => {
  it("says so to the sign-in screen", async () => {
    const response = await new TestClient(server.url).get("/api/auth/config");
    expect(response.body).toEqual({ demoMode: true });
  });

  it("creates an account for an unknown email, says so, and signs in", async () => {
    const client = new TestClient(server.url);
    const response = await client.post("/api/auth/login", {
      email: "New.Visitor@Example.test",
      password: "long enough",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: "new.visitor@example.test",
      firstName: "New",
      accountCreated: true,
    });
    const me = await client.get("/api/auth/user");
    expect(me.body.id).toBe(response.body.id);
    const again = await new TestClient(server.url).post("/api/auth/login", {
      email: "new.visitor@example.test",
      password: "long enough",
    });
    expect(again.body.accountCreated).toBe(false);
  });

  it("holds a new account to the sign-up password rule", async () => {
    const client = new TestClient(server.url);
    const response = await client.post("/api/auth/login", {
      email: "short.password@example.test",
      password: "x",
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PASSWORD_LENGTH_MESSAGE);
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("suggests such an account to others only once its owner has saved a profile", async () => {
    const email = "unfinished@example.test";
    const newcomer = new TestClient(server.url);
    const created = await newcomer.post("/api/auth/login", { email, password: "long enough" });
    const { client: other } = await signUpMember(server.url, { location: "" });
    const suggestedIds = async () =>
      (await other.get("/api/users/suggested")).body.map((member: { id: string }) => member.id);
    expect(await suggestedIds()).not.toContain(created.body.id);
    const saved = await newcomer.put("/api/users/profile", {
      firstName: "Una",
      lastName: "Finished",
    });
    expect(saved.status).toBe(200);
    expect(await suggestedIds()).toContain(created.body.id);
  });

  it("the account it created then needs the same password", async () => {
    const email = "returning.visitor@example.test";
    await new TestClient(server.url).post("/api/auth/login", { email, password: "first-pass" });
    const wrong = await new TestClient(server.url).post("/api/auth/login", {
      email,
      password: "another-pass",
    });
    expect(wrong.status).toBe(401);
    const right = await new TestClient(server.url).post("/api/auth/login", {
      email,
      password: "first-pass",
    });
    expect(right.status).toBe(200);
  });

  it("never opens an existing member's account with another password", async () => {
    const { form, user } = await signUpMember(server.url);
    const intruder = new TestClient(server.url);
    const response = await intruder.post("/api/auth/login", {
      email: form.email,
      password: "i-am-not-them",
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    const me = await intruder.get("/api/auth/user");
    expect(me.status).toBe(401);
    expect(JSON.stringify(me.body)).not.toContain(user.id);
  });

  it("concurrent first sign-ins with different passwords create one account that only one of them opens", async () => {
    const email = "race@example.test";
    const attempts = await Promise.all(
      ["password-a", "password-b", "password-c"].map((password) =>
        new TestClient(server.url).post("/api/auth/login", { email, password }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([200, 401, 401]);
  });

  it("still refuses an address that is not an email", async () => {
    const response = await new TestClient(server.url).post("/api/auth/login", {
      email: "not an email",
      password: "whatever",
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Please enter a valid email address.");
  });
});
