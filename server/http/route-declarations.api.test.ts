import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { accessControl } from "./access.ts";

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
