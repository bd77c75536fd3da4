import { SESSION_NOT_FOUND_MESSAGE } from "@contract/settings.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember, TEST_PASSWORD } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

const FIREFOX_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** The member signed in a second time, from another browser. */
async function secondDevice(email: string) {
  const device = new TestClient(server.url);
  const signIn = await device.request(
    "POST",
    "/api/auth/login",
    { email, password: TEST_PASSWORD },
    { headers: { "user-agent": FIREFOX_ON_WINDOWS } },
  );
  expect(signIn.status).toBe(200);
  return device;
}

describe("a member's sessions", () => {
  it("lists each open session with its device, place and times, marking this one", async () => {
    const { client, form } = await signUpMember(server.url);
    await secondDevice(form.email);
    const response = await client.get("/api/account/sessions");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    const [current, other] = [
      response.body.find((session: { current: boolean }) => session.current),
      response.body.find((session: { current: boolean }) => !session.current),
    ];
    expect(current).toBeDefined();
    expect(other).toMatchObject({ device: "Firefox on Windows", place: "Local network" });
    expect(Date.parse(other.lastSeenAt)).not.toBeNaN();
    expect(JSON.stringify(response.body)).not.toMatch(/token|hash/i);
  });

  it("signs out one other session, which then finds itself signed out", async () => {
    const { client, form } = await signUpMember(server.url);
    const laptop = await secondDevice(form.email);
    const listed = (await client.get("/api/account/sessions")).body;
    const laptopSession = listed.find((session: { current: boolean }) => !session.current);
    const ended = await client.delete(`/api/account/sessions/${laptopSession.id}`);
    expect(ended.status).toBe(204);
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    const again = await client.delete(`/api/account/sessions/${laptopSession.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(SESSION_NOT_FOUND_MESSAGE);
  });

  it("signs out every other session at once and keeps this one", async () => {
    const { client, form } = await signUpMember(server.url);
    const devices = [await secondDevice(form.email), await secondDevice(form.email)];
    expect((await client.delete("/api/account/sessions")).status).toBe(204);
    for (const device of devices) expect((await device.get("/api/auth/user")).status).toBe(401);
    const listed = (await client.get("/api/account/sessions")).body;
    expect(listed).toHaveLength(1);
    expect(listed[0].current).toBe(true);
  });

  it("ending this very session signs the member out here", async () => {
    const { client } = await signUpMember(server.url);
    const [mine] = (await client.get("/api/account/sessions")).body;
    const ended = await client.delete(`/api/account/sessions/${mine.id}`);
    expect(ended.status).toBe(204);
    expect(ended.headers.getSetCookie().join()).toMatch(/atelier_session=;/);
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("never shows or ends another member's sessions", async () => {
    const owner = await signUpMember(server.url);
    const stranger = await signUpMember(server.url);
    const [ownerSession] = (await owner.client.get("/api/account/sessions")).body;
    const strangerList = (await stranger.client.get("/api/account/sessions")).body;
    expect(strangerList.map((session: { id: string }) => session.id)).not.toContain(
      ownerSession.id,
    );
    const attempt = await stranger.client.delete(`/api/account/sessions/${ownerSession.id}`);
    expect(attempt.status).toBe(404);
    expect(attempt.body.message).toBe(SESSION_NOT_FOUND_MESSAGE);
    expect((await owner.client.get("/api/auth/user")).status).toBe(200);
  });

  it("answers a malformed id with 400 and a signed-out visitor with 401", async () => {
    const { client } = await signUpMember(server.url);
    const malformed = await client.delete("/api/account/sessions/not-a-session");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Unknown session.");
    const visitor = new TestClient(server.url);
    expect((await visitor.get("/api/account/sessions")).status).toBe(401);
    expect((await visitor.delete("/api/account/sessions")).status).toBe(401);
  });
});
