import {
  NO_FILE_MESSAGE,
  PORTFOLIO_LIMIT_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
} from "@contract/portfolio.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { mp4, png } from "../storage/test-media.ts";
import { uploadObject } from "../storage/test-uploads.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { setPrivacy, signUpMember } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

async function portfolioImage(client: TestClient) {
  return (await uploadObject(client, await png(), "image/png", "portfolio")).objectPath;
}

describe("portfolio", () => {
  it("the owner adds, edits and deletes items; everyone may list them", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: visitor } = await signUpMember(server.url);
    const imageUrl = await portfolioImage(client);
    const created = await client.post("/api/portfolio", {
      title: "  Editorial  ",
      description: "Vogue-style shoot",
      imageUrl,
      tags: ["fashion", " ", "studio "],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Editorial",
      imageUrl,
      videoUrl: null,
      tags: ["fashion", "studio"],
      userId: user.id,
    });
    const updated = await client.put(`/api/portfolio/${created.body.id}`, {
      title: "Editorial, 2026",
      description: null,
      tags: ["fashion"],
    });
    expect(updated.body).toMatchObject({
      title: "Editorial, 2026",
      description: null,
      tags: ["fashion"],
    });
    const listed = await visitor.get(`/api/users/${user.id}/portfolio`);
    expect(listed.body.map((item: { title: string }) => item.title)).toEqual(["Editorial, 2026"]);
    expect((await client.delete(`/api/portfolio/${created.body.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/users/${user.id}/portfolio`)).body).toEqual([]);
  });

  it("accepts a video upload", async () => {
    const { client } = await signUpMember(server.url);
    const video = await uploadObject(client, mp4(), "video/mp4", "portfolio");
    const created = await client.post("/api/portfolio", {
      title: "Reel",
      videoUrl: video.objectPath,
    });
    expect(created.status).toBe(201);
    expect(created.body.videoUrl).toBe(video.objectPath);
  });

  it("nobody else may change or delete an item", async () => {
    const { client } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const item = await client.post("/api/portfolio", {
      title: "Mine",
      imageUrl: await portfolioImage(client),
    });
    const edit = await other.put(`/api/portfolio/${item.body.id}`, { title: "Theirs" });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe("You can only change your own portfolio.");
    expect((await other.delete(`/api/portfolio/${item.body.id}`)).status).toBe(403);
    expect((await other.delete("/api/portfolio/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
  });

  it("refuses a missing title, no file, and someone else's file", async () => {
    const { client } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const imageUrl = await portfolioImage(client);
    const untitled = await client.post("/api/portfolio", { title: " ", imageUrl });
    expect(untitled.body.message).toBe(TITLE_REQUIRED_MESSAGE);
    const noFile = await client.post("/api/portfolio", { title: "Nothing" });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(NO_FILE_MESSAGE);
    const stolen = await other.post("/api/portfolio", { title: "Stolen", imageUrl });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe("That file is not one of your uploads.");
  });

  it("keeps three items on the Free plan, even under parallel requests, and more on Premium", async () => {
    const { client, user } = await signUpMember(server.url);
    const images = await Promise.all([1, 2, 3, 4, 5].map(() => portfolioImage(client)));
    const attempts = await Promise.all(
      images.map((imageUrl, i) => client.post("/api/portfolio", { title: `Item ${i}`, imageUrl })),
    );
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = attempts.filter((a) => a.status === 403);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toBe(PORTFOLIO_LIMIT_MESSAGE);
    expect(PORTFOLIO_LIMIT_MESSAGE).toContain("Premium");

    await client.put("/api/account/plan", { plan: "premium" });
    const fourth = await client.post("/api/portfolio", { title: "Fourth", imageUrl: images[4] });
    expect(fourth.status).toBe(201);
    expect((await client.get(`/api/users/${user.id}/portfolio`)).body).toHaveLength(4);
  });

  it("a private member's portfolio is hidden from others", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: visitor } = await signUpMember(server.url);
    await client.post("/api/portfolio", {
      title: "Hidden",
      imageUrl: await portfolioImage(client),
    });
    await setPrivacy(server.context.db, user.id, "private");
    const response = await visitor.get(`/api/users/${user.id}/portfolio`);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("This profile is private.");
    expect((await client.get(`/api/users/${user.id}/portfolio`)).body).toHaveLength(1);
  });
});
