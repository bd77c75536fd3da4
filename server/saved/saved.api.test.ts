import { beforeAll, describe, expect, it } from "vitest";
import { INVALID_CURSOR_MESSAGE } from "../db/keyset.ts";
import { postBookmarks, savedJobs } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import {
  makeApplication,
  makeJob,
  makeMember,
  makePost,
  setPrivacy,
  signUpMember,
} from "../test/factories.ts";
import { everyPage } from "../test/pages.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

const db = () => server.context.db;
const base = Date.UTC(2026, 5, 1, 9);
/** Seven instants, three of them shared by two rows, so ties are settled by the id. */
const SAVED_AT = [0, 1, 1, 2, 3, 3, 4].map((minute) => new Date(base + minute * 60_000));

/** Newest first by time, then by id, as a keyset page orders rows of one instant. */
function newestFirst(rows: { id: string; at: Date }[]): string[] {
  return [...rows]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

async function aBusiness() {
  return makeMember(db(), { accountType: "business", companyName: "Fernhill Studio" });
}

describe("the Saved tab's lists", () => {
  it("bookmarks come the most recently saved first, a page at a time, skipping posts gone private", async () => {
    const { client, user } = await signUpMember(server.url);
    const author = await makeMember(db());
    const gone = await makeMember(db());
    const bookmarked: { id: string; at: Date }[] = [];
    for (const [index, at] of SAVED_AT.entries()) {
      // Posted in the opposite order to their saving: the list follows the saving.
      const post = await makePost(db(), author.id, {
        content: `Saved ${index}`,
        createdAt: new Date(base - index * 60_000),
      });
      await db().insert(postBookmarks).values({ postId: post.id, userId: user.id, createdAt: at });
      bookmarked.push({ id: post.id, at });
    }
    const hidden = await makePost(db(), gone.id, { content: "Now private" });
    await db()
      .insert(postBookmarks)
      .values({ postId: hidden.id, userId: user.id, createdAt: SAVED_AT[3]! });
    await setPrivacy(db(), gone.id, "private");

    const path = `/api/users/${user.id}/bookmarks`;
    const paged = await everyPage<{ id: string; content: string }>(client, path, 3);
    expect(ids(paged)).toEqual(newestFirst(bookmarked));
    expect(paged.map((post) => post.content)).not.toContain("Now private");
    // The default page (twenty) holds them all, with no cursor for more.
    const whole = await client.get(path);
    expect(ids(whole.body)).toEqual(newestFirst(bookmarked));
    expect(whole.headers.get("x-next-cursor")).toBeNull();
  });

  it("applications come newest first, a page at a time, each with its job", async () => {
    const { client, user } = await signUpMember(server.url);
    const business = await aBusiness();
    const applied: { id: string; at: Date }[] = [];
    for (const [index, at] of SAVED_AT.entries()) {
      const job = await makeJob(db(), business.id, { title: `Lookbook day ${index}` });
      const application = await makeApplication(db(), job.id, user.id, { createdAt: at });
      applied.push({ id: application.id, at });
    }
    const paged = await everyPage<{ id: string; job: { title: string; companyName: string } }>(
      client,
      `/api/users/${user.id}/applications`,
      3,
    );
    expect(ids(paged)).toEqual(newestFirst(applied));
    expect(paged[0]?.job).toMatchObject({
      title: "Lookbook day 6",
      companyName: "Fernhill Studio",
    });
  });

  it("saved jobs come the most recently saved first, open or closed, a page at a time", async () => {
    const { client, user } = await signUpMember(server.url);
    const business = await aBusiness();
    const saved: { id: string; at: Date }[] = [];
    for (const [index, at] of SAVED_AT.entries()) {
      const job = await makeJob(db(), business.id, {
        title: `Saved job ${index}`,
        status: index % 2 ? "closed" : "open",
        createdAt: new Date(base - index * 60_000),
      });
      await db().insert(savedJobs).values({ jobId: job.id, userId: user.id, createdAt: at });
      saved.push({ id: job.id, at });
    }
    const paged = await everyPage<{ id: string; isSaved: boolean }>(client, "/api/jobs/saved", 3);
    expect(ids(paged)).toEqual(newestFirst(saved));
    expect(paged.every((job) => job.isSaved)).toBe(true);
  });

  it("refuses a cursor from another list or one nobody made, a page size out of range, and anyone else", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: stranger } = await signUpMember(server.url);
    const author = await makeMember(db());
    for (const at of SAVED_AT.slice(0, 2)) {
      const post = await makePost(db(), author.id);
      await db().insert(postBookmarks).values({ postId: post.id, userId: user.id, createdAt: at });
    }
    const first = await client.get(`/api/users/${user.id}/bookmarks?limit=1`);
    expect(first.body).toHaveLength(1);
    const bookmarksCursor = first.headers.get("x-next-cursor");
    expect(bookmarksCursor).toBeTruthy();

    for (const path of [
      `/api/users/${user.id}/applications?cursor=${bookmarksCursor}`,
      `/api/jobs/saved?cursor=${bookmarksCursor}`,
      `/api/users/${user.id}/bookmarks?cursor=nonsense`,
    ]) {
      const refused = await client.get(path);
      expect(refused.status, path).toBe(400);
      expect(refused.body.message).toBe(INVALID_CURSOR_MESSAGE);
    }
    for (const path of [
      `/api/users/${user.id}/bookmarks?limit=0`,
      `/api/users/${user.id}/bookmarks?limit=51`,
      `/api/users/${user.id}/applications?limit=51`,
      "/api/jobs/saved?limit=0",
    ]) {
      expect((await client.get(path)).status, path).toBe(400);
    }
    for (const list of ["bookmarks", "applications"]) {
      const refused = await stranger.get(`/api/users/${user.id}/${list}?cursor=${bookmarksCursor}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("This user's saved content is private.");
    }
    const next = await client.get(
      `/api/users/${user.id}/bookmarks?limit=1&cursor=${bookmarksCursor}`,
    );
    expect(next.body).toHaveLength(1);
    expect(next.body[0].id).not.toBe(first.body[0].id);
    expect(next.headers.get("x-next-cursor")).toBeNull();
  });
});
