import { NEXT_CURSOR_HEADER, type Post } from "@contract/posts.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { follows, posts, users } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { memberForm, setPrivacy, signUpMember } from "../test/factories.ts";
import { PER_AUTHOR_MERGE_LIMIT, PROBED_POSTS } from "./feed.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

/** Members written in one statement: the big network needs hundreds. */
async function crowd(count: number): Promise<string[]> {
  const rows = await server.context.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const form = memberForm();
        return { email: form.email, passwordHash: "not-a-real-hash", firstName: form.firstName };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

async function wholeFeed(client: TestClient): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const query: string = cursor ? `?limit=7&cursor=${cursor}` : "?limit=7";
    const response = await client.get<Post[]>(`/api/posts${query}`);
    expect(response.status).toBe(200);
    seen.push(...response.body.map((post) => post.id));
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
    if (!cursor) return seen;
  }
  throw new Error("the feed never ended");
}

type Row = { id: string; createdAt: Date };
const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

describe("the home feed reads a small and a large network alike", () => {
  // Up to the limit, each followed member's newest posts are merged (with more authors than a
  // page, only down to the page's floor); past it, the stream is read newest first. The feed
  // must be the same exact list either way, and also when the server still goes by a count of
  // the member's follows made before they changed (it keeps one for a minute): that count only
  // chooses the way, and the way of a member following nobody answers nothing once they follow.
  // Past the limit, a page is first looked for among the newest posts, and the network read
  // whole when it is not there: as where the network runs out, and where a stranger's posts are
  // newer than all of the network's.
  it.each([
    ["a few members", 4, undefined, 0],
    ["more members than a page holds", 30, undefined, 0],
    ["more than the per-author limit", PER_AUTHOR_MERGE_LIMIT + 6, undefined, 0],
    [
      "more than the per-author limit, counted when following nobody",
      PER_AUTHOR_MERGE_LIMIT + 6,
      0,
      0,
    ],
    ["a few members, counted when following nobody", 4, 0, 0],
    ["a few members, counted when following more than the limit", 4, PER_AUTHOR_MERGE_LIMIT + 6, 0],
    [
      "more than the per-author limit, all of whose posts are older than a stranger's many",
      PER_AUTHOR_MERGE_LIMIT + 6,
      undefined,
      PROBED_POSTS,
    ],
  ])(
    "following %s: every visible post once, newest first, ties by id; private members never",
    async (_name, followCount, countedAt, strangersNewer) => {
      const { db } = server.context;
      const { client, user: viewer } = await signUpMember(server.url);
      if (countedAt !== undefined) {
        if (countedAt > 0) {
          const before = await crowd(countedAt);
          await db
            .insert(follows)
            .values(before.map((followingId) => ({ followerId: viewer.id, followingId })));
        }
        expect((await client.get<Post[]>("/api/posts?limit=7")).status).toBe(200);
        await db.delete(follows).where(eq(follows.followerId, viewer.id));
      }
      const followed = await crowd(followCount);
      const [publicStranger, lockedStranger, privateStranger] = await crowd(3);
      await db
        .insert(follows)
        .values(followed.map((followingId) => ({ followerId: viewer.id, followingId })));
      await setPrivacy(db, followed[0]!, "followers");
      await setPrivacy(db, followed[1]!, "private");
      await setPrivacy(db, lockedStranger!, "followers");
      await setPrivacy(db, privateStranger!, "private");

      // Posts from a minute ago, three to a second so that order between equal times is tested,
      // each author's posts apart, so that a page holds one post of each of many authors.
      const base = Date.now() - 60_000;
      const authors = [
        viewer.id,
        ...followed.slice(0, 20),
        publicStranger!,
        lockedStranger!,
        privateStranger!,
      ];
      const written = await db
        .insert(posts)
        .values(
          authors.flatMap((userId, i) =>
            [0, 1].map((k) => ({
              userId,
              content: `Post ${i}.${k}`,
              createdAt: new Date(base + Math.floor((k * authors.length + i) / 3) * 1000),
            })),
          ),
        )
        .returning({ id: posts.id, userId: posts.userId, createdAt: posts.createdAt });
      if (strangersNewer > 0) {
        written.push(
          ...(await db
            .insert(posts)
            .values(
              Array.from({ length: strangersNewer }, (_, k) => ({
                userId: publicStranger!,
                content: `Newer ${k}`,
                createdAt: new Date(base + 30_000 + k),
              })),
            )
            .returning({ id: posts.id, userId: posts.userId, createdAt: posts.createdAt })),
        );
      }
      const by = (...ids: string[]) => written.filter((post) => ids.includes(post.userId));

      const network = by(viewer.id, ...followed.filter((id) => id !== followed[1])).sort(
        newestFirst,
      );
      const hidden = new Set(
        by(followed[1]!, lockedStranger!, privateStranger!).map((post) => post.id),
      );
      const feed = await wholeFeed(client);

      expect(feed.slice(0, network.length)).toEqual(network.map((post) => post.id));
      expect(new Set(feed).size).toBe(feed.length);
      expect(feed.filter((id) => hidden.has(id))).toEqual([]);
      const strangers = by(publicStranger!)
        .sort(newestFirst)
        .map((post) => post.id);
      expect(feed.filter((id) => strangers.includes(id))).toEqual(strangers);
      expect(feed.indexOf(strangers[0]!)).toBeGreaterThanOrEqual(network.length);
    },
  );
});
