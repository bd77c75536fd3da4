import { WS_UNAUTHORIZED_CLOSE_CODE } from "@contract/realtime.ts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember, TEST_PASSWORD } from "../test/factories.ts";
import { connectLive } from "../test/live.ts";

let server: TestApp;
beforeAll(async () => {
  // Checked often, so an expired session's socket closes within the test's patience.
  server = await startTestApp({ LIVE_SESSION_CHECK_MS: "200" });
});

/** The member signed in again from a second device, with a live socket there. */
async function secondDevice(email: string) {
  const device = new TestClient(server.url);
  await device.post("/api/auth/login", { email, password: TEST_PASSWORD });
  return { device, live: await connectLive(device) };
}

/** True when the socket is still open after the server has had time to act. */
async function stillOpen(live: Awaited<ReturnType<typeof connectLive>>): Promise<boolean> {
  live.send({ type: "authenticate" });
  return (await live.next()).type === "authenticated";
}

describe("a live socket lives no longer than its session", () => {
  it("closes when the member signs out", async () => {
    const { client } = await signUpMember(server.url);
    const live = await connectLive(client);
    await client.get("/api/logout");
    expect(await live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
  });

  it("a new password closes the other devices' sockets and keeps this one's", async () => {
    const { client, form } = await signUpMember(server.url);
    const here = await connectLive(client);
    const other = await secondDevice(form.email);
    const changed = await client.put("/api/account/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "tangerine lighthouse quietly folds",
    });
    expect(changed.status).toBe(200);
    expect(await other.live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
    expect(await stillOpen(here)).toBe(true);
    here.close();
  });

  it("signing out one session from Settings closes that session's socket only", async () => {
    const { client, form } = await signUpMember(server.url);
    const here = await connectLive(client);
    const other = await secondDevice(form.email);
    const listed = (await client.get("/api/account/sessions")).body;
    const otherSession = listed.find((session: { current: boolean }) => !session.current);
    await client.delete(`/api/account/sessions/${otherSession.id}`);
    expect(await other.live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
    expect(await stillOpen(here)).toBe(true);
    here.close();
  });

  it("deleting the account closes every socket of the member, and only theirs", async () => {
    const { client, form } = await signUpMember(server.url);
    const bystander = await signUpMember(server.url);
    const bystanderLive = await connectLive(bystander.client);
    const here = await connectLive(client);
    const other = await secondDevice(form.email);
    const deleted = await client.delete("/api/account", {
      password: TEST_PASSWORD,
      confirmation: "DELETE",
    });
    expect(deleted.status).toBe(204);
    expect(await here.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
    expect(await other.live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
    expect(await stillOpen(bystanderLive)).toBe(true);
    bystanderLive.close();
  });

  it("closes when the session expires, though nobody announced it", async () => {
    const { client, user } = await signUpMember(server.url);
    const live = await connectLive(client);
    await server.context.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect(await live.closed).toBe(WS_UNAUTHORIZED_CLOSE_CODE);
  });
});
