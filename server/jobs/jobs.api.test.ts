import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makeJob, signUpMember } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("GET /api/jobs", () => {
  it("lists the newest jobs with their poster, up to the limit", async () => {
    const { client, user } = await signUpMember(server.url, { firstName: "Poppy" });
    const base = Date.now() - 60_000;
    for (const [i, title] of ["Older shoot", "Newer shoot", "Newest shoot"].entries()) {
      await makeJob(server.context.db, user.id, {
        title,
        description: "Studio day",
        profession: "Photographer",
        location: "Remote",
        budget: "£300/day",
        createdAt: new Date(base + i * 1000),
      });
    }
    const response = await client.get("/api/jobs?limit=2");
    expect(response.status).toBe(200);
    expect(response.body.map((job: { title: string }) => job.title)).toEqual([
      "Newest shoot",
      "Newer shoot",
    ]);
    expect(response.body[0]).toMatchObject({
      location: "Remote",
      budget: "£300/day",
      user: { id: user.id, firstName: "Poppy" },
    });
    expect((await client.get("/api/jobs?limit=0")).status).toBe(400);
  });

  it("needs a signed-in member", async () => {
    expect((await new TestClient(server.url).get("/api/jobs")).status).toBe(401);
  });
});
