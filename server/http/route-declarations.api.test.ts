import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { unlockAdminPanel } from "../test/admin-session.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { ADMIN_LOCKED_MESSAGE, accessControl } from "./access.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("every route says who may call it and what it answers", () => {
  it("declares an access level on every route under /api, /ws and /objects", () => {
    const routes = server.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !route.access)).toEqual([]);
  });

  it("declares a response schema for every /api route", () => {
    const undeclared = server.app.declaredRoutes
      .filter((route) => route.url.startsWith("/api/") && !route.hasResponseSchema)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it("refuses to start with a route that forgot to declare its access", async () => {
    const app = Fastify();
    await app.register(accessControl);
    expect(() => app.get("/api/forgotten", async () => ({}))).toThrow(
      "GET /api/forgotten does not declare its access.",
    );
    await app.close();
  });
});

describe("the admin routes", () => {
  /** Each admin route with a well-formed id in its path, so only the unlock can refuse. */
  const adminRoutes = () =>
    server.app.declaredRoutes
      .filter((route) => route.url.startsWith("/api/admin/"))
      .map((route) => ({
        ...route,
        path: route.url
          .replace(/:targetType/g, "post")
          .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000"),
        body: route.method === "GET" ? undefined : {},
      }));

  it("are all declared admin", () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
    expect(adminRoutes().filter((route) => route.access !== "admin")).toEqual([]);
  });

  it("refuse the signed out, a member who never unlocked, and one whose unlock expired", async () => {
    const { client, user } = await signUpMember(server.url);
    const callers = {
      "signed out": new TestClient(server.url),
      "never unlocked": client,
    };
    for (const [who, caller] of Object.entries(callers)) {
      for (const route of adminRoutes()) {
        const response = await caller.request(route.method, route.path, route.body);
        expect(response.status, `${who}: ${route.method} ${route.url}`).toBe(401);
      }
    }
    await unlockAdminPanel(server.context.db, { userId: user.id }, new Date(Date.now() - 1000));
    for (const route of adminRoutes()) {
      const response = await client.request(route.method, route.path, route.body);
      expect(response.status, `expired: ${route.method} ${route.url}`).toBe(401);
      expect(response.body.message).toBe(ADMIN_LOCKED_MESSAGE);
    }
  });
});
