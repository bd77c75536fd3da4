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

describe("GET /api/jobs/:id", () => {
  it("shows one job with its poster, and says plainly when there is none", async () => {
    const { client, user } = await signUpMember(server.url, { firstName: "Ines" });
    const job = await makeJob(server.context.db, user.id, {
      title: "Lookbook assistant",
      description: "Two days in a Peckham studio.",
    });
    const shown = await client.get(`/api/jobs/${job.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: job.id,
      title: "Lookbook assistant",
      description: "Two days in a Peckham studio.",
      user: { id: user.id, firstName: "Ines" },
    });
    const missing = await client.get("/api/jobs/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Job not found.");
    const malformed = await client.get("/api/jobs/not-a-job");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Job not found.");
    expect((await new TestClient(server.url).get(`/api/jobs/${job.id}`)).status).toBe(401);
  });
});
