import {
  COMMENTS_PER_PAGE,
  EMPTY_POST_MESSAGE,
  NEXT_CURSOR_HEADER,
  type Post,
} from "@contract/posts.ts";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeCursor, INVALID_CURSOR_MESSAGE } from "../db/keyset.ts";
import { comments, users } from "../db/schema/index.ts";
import { png } from "../storage/test-media.ts";
import { fetchObject, uploadObject } from "../storage/test-uploads.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import {
  makeComment,
  makeFollow,
  makeLike,
  makePost,
  setPrivacy,
  signUpMember,
} from "../test/factories.ts";
import { POST_NOT_FOUND_MESSAGE } from "./queries.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("POST /api/posts", () => {
  it("creates a post with trimmed text and hashtags from the text and the field", async () => {
    const { client, user } = await signUpMember(server.url);
    const response = await client.post<Post>("/api/posts", {
      content: "  Golden hour in #London #london  ",
      hashtags: ["Portrait", "#BTS", " "],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      content: "Golden hour in #London #london",
      hashtags: ["#London", "#Portrait", "#BTS"],
      likes: 0,
      isLiked: false,
      commentsCount: 0,
      views: 0,
      imageUrl: null,
      user: { id: user.id, firstName: "Test" },
    });
  });

  it.each([
    ["no text and no image", { content: "" }],
    ["only spaces", { content: "   \n " }],
    ["nothing at all", {}],
  ])("refuses %s with a message for the member", async (_name, body) => {
    const { client } = await signUpMember(server.url);
    const response = await client.post("/api/posts", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(EMPTY_POST_MESSAGE);
  });

  it("refuses more than 5,000 characters and too many hashtags", async () => {
    const { client } = await signUpMember(server.url);
    expect((await client.post("/api/posts", { content: "x".repeat(5001) })).status).toBe(400);
    expect((await client.post("/api/posts", { content: "x".repeat(5000) })).status).toBe(201);
    const tags = Array.from({ length: 31 }, (_, i) => `tag${i}`);
    expect((await client.post("/api/posts", { content: "hi", hashtags: tags })).status).toBe(400);
  });

  it("refuses an image path that is not the member's own upload", async () => {
    const { client } = await signUpMember(server.url);
    const { client: owner } = await signUpMember(server.url);
    const theirs = await uploadObject(owner, await png(), "image/png", "post");
    for (const imageUrl of [theirs.objectPath, "/objects/00000000-0000-4000-8000-000000000000"]) {
      const response = await client.post("/api/posts", { content: "Look", imageUrl });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("That image is not one of your uploads.");
    }
  });

  it("attaches the member's own uploaded image with its size and placeholder", async () => {
    const { client } = await signUpMember(server.url);
    const mine = await uploadObject(client, await png(80, 60), "image/png", "post");
    const response = await client.post<Post>("/api/posts", {
      content: "",
      imageUrl: mine.objectPath,
      imageAlt: "A gradient",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      imageUrl: mine.objectPath,
      imageAlt: "A gradient",
      imageWidth: 80,
      imageHeight: 60,
      imageBlurhash: mine.blurhash,
    });
  });

  it("needs a signed-in member", async () => {
    const response = await new TestClient(server.url).post("/api/posts", { content: "hi" });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/posts (the home feed)", () => {
  it("shows own and followed posts newest first, then the community, each once, page by page", async () => {
    const { db } = server.context;
    const { client: reader, user: me } = await signUpMember(server.url);
    const { user: friend } = await signUpMember(server.url);
    const { user: stranger } = await signUpMember(server.url);
    await reader.post(`/api/users/${friend.id}/follow`);
    const base = Date.now() - 60_000;
    const at = (seconds: number) => new Date(base + seconds * 1000);
    const mine = await makePost(db, me.id, { createdAt: at(1) });
    const friends = await Promise.all(
      [2, 3, 4].map((s) => makePost(db, friend.id, { createdAt: at(s) })),
    );
    // The stranger's posts are newer, but the network comes first.
    const strangers = await Promise.all(
      [10, 11].map((s) => makePost(db, stranger.id, { createdAt: at(s) })),
    );

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : "?limit=2";
      const page = await reader.get<Post[]>(`/api/posts${query}`);
      expect(page.status).toBe(200);
      expect(Array.isArray(page.body)).toBe(true);
      seen.push(...page.body.map((post) => post.id));
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
      pages++;
    } while (cursor && pages < 50);

    const network = [friends[2]!.id, friends[1]!.id, friends[0]!.id, mine.id];
    expect(seen.slice(0, 4)).toEqual(network);
    expect(new Set(seen).size).toBe(seen.length);
    const strangerIds = strangers.map((post) => post.id);
    const strangerPositions = strangerIds.map((id) => seen.indexOf(id));
    expect(strangerPositions.every((position) => position >= 4)).toBe(true);
    // Newest community post first within the community part.
    expect(strangerPositions[1]!).toBeLessThan(strangerPositions[0]!);
  });

  it("answers a made-up cursor and a bad limit with 400", async () => {
    const { client } = await signUpMember(server.url);
    expect((await client.get("/api/posts?cursor=not-a-cursor")).status).toBe(400);
    expect((await client.get("/api/posts?limit=0")).status).toBe(400);
    expect((await client.get("/api/posts?limit=51")).status).toBe(400);
    expect((await client.get("/api/posts?limit=abc")).status).toBe(400);
  });

  it("?userId= lists that member's posts and respects their privacy", async () => {
    const { db } = server.context;
    const { client, user: reader } = await signUpMember(server.url);
    const { user: author, client: authorClient } = await signUpMember(server.url);
    const post = await makePost(db, author.id);
    const listed = await client.get<Post[]>(`/api/posts?userId=${author.id}`);
    expect(listed.body.map((p) => p.id)).toEqual([post.id]);

    await setPrivacy(db, author.id, "private");
    const hidden = await client.get(`/api/posts?userId=${author.id}`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe("This profile is private.");
    expect((await client.get<Post[]>("/api/posts?limit=50")).body.map((p) => p.id)).not.toContain(
      post.id,
    );
    expect((await client.get(`/api/posts/${post.id}`)).status).toBe(404);

    await setPrivacy(db, author.id, "followers");
    expect((await client.get(`/api/posts?userId=${author.id}`)).status).toBe(403);
    // Following a followers-only member is a request: nothing opens until they approve it.
    await client.post(`/api/users/${author.id}/follow`);
    expect((await client.get(`/api/posts?userId=${author.id}`)).status).toBe(403);
    await authorClient.post(`/api/follow-requests/${reader.id}/approve`);
    expect((await client.get(`/api/posts?userId=${author.id}`)).status).toBe(200);

    const unknown = await client.get("/api/posts?userId=00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
  });
});

describe("likes", () => {
  it("are idempotent both ways and never go below zero", async () => {
    const { client, user } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    expect((await client.post(`/api/posts/${post.id}/like`)).body).toEqual({
      likes: 1,
      isLiked: true,
    });
    expect((await client.post(`/api/posts/${post.id}/like`)).body).toEqual({
      likes: 1,
      isLiked: true,
    });
    expect((await client.delete(`/api/posts/${post.id}/like`)).body).toEqual({
      likes: 0,
      isLiked: false,
    });
    expect((await client.delete(`/api/posts/${post.id}/like`)).body).toEqual({
      likes: 0,
      isLiked: false,
    });
  });

  it("count exactly under parallel requests", async () => {
    const { user: author } = await signUpMember(server.url);
    const post = await makePost(server.context.db, author.id);
    const members = await Promise.all(Array.from({ length: 12 }, () => signUpMember(server.url)));
    // Each member likes three times at once; half of them then unlike twice at once.
    await Promise.all(
      members.flatMap(({ client }) =>
        [1, 2, 3].map(() => client.post(`/api/posts/${post.id}/like`)),
      ),
    );
    await Promise.all(
      members
        .slice(0, 6)
        .flatMap(({ client }) => [1, 2].map(() => client.delete(`/api/posts/${post.id}/like`))),
    );
    const { client: reader } = members[11]!;
    const fetched = await reader.get<Post>(`/api/posts/${post.id}`);
    expect(fetched.body.likes).toBe(6);
    expect(fetched.body.isLiked).toBe(true);
  });

  it("answer 404 for a missing or hidden post and 400 for a malformed id", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: author, user: secretive } = await signUpMember(server.url);
    const hidden = await makePost(server.context.db, secretive.id);
    // Liked while its author was public: once hidden, the like can be neither added nor taken back.
    await makeLike(server.context.db, hidden.id, user.id);
    await setPrivacy(server.context.db, secretive.id, "private");
    for (const method of ["post", "delete"] as const) {
      for (const reaction of ["like", "bookmark"]) {
        const refused = await client[method](`/api/posts/${hidden.id}/${reaction}`);
        expect(refused.status, `${method} ${reaction}`).toBe(404);
        expect(refused.body).toEqual({ message: POST_NOT_FOUND_MESSAGE });
      }
    }
    expect((await client.post("/api/posts/00000000-0000-4000-8000-000000000000/like")).status).toBe(
      404,
    );
    expect((await client.post("/api/posts/42/like")).status).toBe(400);
    // The refused like and unlike left the post as it was, and told its author nothing.
    const own = await author.get<Post>(`/api/posts/${hidden.id}`);
    expect(own.body).toMatchObject({ likes: 1, isLiked: false });
    expect((await author.get<unknown[]>("/api/notifications")).body).toEqual([]);
  });

  it("are refused for a member blocked by the author, and allowed to their followers when the author shows posts to followers only", async () => {
    const { client: follower, user: followerUser } = await signUpMember(server.url);
    const { client: blocked, user: blockedUser } = await signUpMember(server.url);
    const { client: author, user } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    await makeFollow(server.context.db, followerUser.id, user.id);
    await setPrivacy(server.context.db, user.id, "followers");
    expect((await author.post(`/api/users/${blockedUser.id}/block`)).status).toBe(200);
    expect((await blocked.post(`/api/posts/${post.id}/like`)).status).toBe(404);
    expect((await follower.post(`/api/posts/${post.id}/like`)).body).toEqual({
      likes: 1,
      isLiked: true,
    });
  });
});

describe("bookmarks", () => {
  it("toggle idempotently and report isBookmarked", async () => {
    const { client, user } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    expect((await client.get(`/api/posts/${post.id}/is-bookmarked`)).body).toEqual({
      isBookmarked: false,
    });
    await client.post(`/api/posts/${post.id}/bookmark`);
    expect((await client.post(`/api/posts/${post.id}/bookmark`)).body).toEqual({
      isBookmarked: true,
    });
    expect((await client.get(`/api/posts/${post.id}/is-bookmarked`)).body).toEqual({
      isBookmarked: true,
    });
    await client.delete(`/api/posts/${post.id}/bookmark`);
    expect((await client.delete(`/api/posts/${post.id}/bookmark`)).body).toEqual({
      isBookmarked: false,
    });
  });

  it("answer 404 for a post the member may no longer see, though they bookmarked it", async () => {
    const { user } = await signUpMember(server.url);
    const { client: reader } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    expect((await reader.post(`/api/posts/${post.id}/bookmark`)).status).toBe(200);
    await setPrivacy(server.context.db, user.id, "private");
    const hidden = await reader.get(`/api/posts/${post.id}/is-bookmarked`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(POST_NOT_FOUND_MESSAGE);
    const missing = await reader.get(
      "/api/posts/00000000-0000-4000-8000-000000000000/is-bookmarked",
    );
    expect(missing.status).toBe(404);
  });
});

describe("comments", () => {
  it("are trimmed, counted, listed oldest first, and only their author deletes them", async () => {
    const { client: author, user } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    const first = await author.post(`/api/posts/${post.id}/comments`, { content: "  First!  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: "First!",
      userId: user.id,
      user: { firstName: "Test" },
    });
    await other.post(`/api/posts/${post.id}/comments`, { content: "Second" });
    const list = await other.get(`/api/posts/${post.id}/comments`);
    expect(list.body.map((c: { content: string }) => c.content)).toEqual(["First!", "Second"]);
    expect((await author.get<Post>(`/api/posts/${post.id}`)).body.commentsCount).toBe(2);

    const refused = await other.delete(`/api/posts/${post.id}/comments/${first.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You can only delete your own comments.");
    expect((await author.delete(`/api/posts/${post.id}/comments/${first.body.id}`)).status).toBe(
      204,
    );
    expect((await author.get<Post>(`/api/posts/${post.id}`)).body.commentsCount).toBe(1);
  });

  it("come the newest page first, oldest first within, and earlier pages by cursor, each once", async () => {
    const { client: reader, user } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    const total = COMMENTS_PER_PAGE + 7;
    const start = Date.parse("2026-03-01T10:00:00Z");
    const made: string[] = [];
    for (let i = 0; i < total; i++) {
      // Every third comment shares its minute with the one before, so the id settles the order.
      const createdAt = new Date(start + (i - (i % 3 === 2 ? 1 : 0)) * 60_000);
      made.push((await makeComment(server.context.db, post.id, user.id, { createdAt })).id);
    }
    const oldestFirst = (
      await server.context.db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.postId, post.id))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    ).map((row) => row.id);
    expect(new Set(oldestFirst)).toEqual(new Set(made));

    const newest = await reader.get<{ id: string }[]>(`/api/posts/${post.id}/comments`);
    expect(newest.status).toBe(200);
    expect(newest.body.map((comment) => comment.id)).toEqual(oldestFirst.slice(-COMMENTS_PER_PAGE));
    const cursor = newest.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const earlier = await reader.get<{ id: string }[]>(
      `/api/posts/${post.id}/comments?cursor=${encodeURIComponent(cursor!)}`,
    );
    expect(earlier.body.map((comment) => comment.id)).toEqual(oldestFirst.slice(0, 7));
    expect(earlier.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const feed = await reader.get(`/api/posts?userId=${user.id}&limit=1`);
    await makePost(server.context.db, user.id);
    const feedCursor = feed.headers.get(NEXT_CURSOR_HEADER)!;
    for (const wrong of [feedCursor, "not-a-cursor"]) {
      const refused = await reader.get(
        `/api/posts/${post.id}/comments?cursor=${encodeURIComponent(wrong)}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(INVALID_CURSOR_MESSAGE);
    }
    await setPrivacy(server.context.db, user.id, "private");
    const { client: stranger } = await signUpMember(server.url);
    const hidden = await stranger.get(
      `/api/posts/${post.id}/comments?cursor=${encodeURIComponent(cursor!)}`,
    );
    expect(hidden.status).toBe(404);
  });

  it("refuses blank and over-long comments", async () => {
    const { client, user } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    for (const content of ["", "   "]) {
      const response = await client.post(`/api/posts/${post.id}/comments`, { content });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Please write a comment first.");
    }
    const long = await client.post(`/api/posts/${post.id}/comments`, { content: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect((await client.get<Post>(`/api/posts/${post.id}`)).body.commentsCount).toBe(0);
  });
});

describe("views and deletion", () => {
  it("count a member's view once, and never the author's own", async () => {
    const { client: author, user } = await signUpMember(server.url);
    const { client: reader } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    await author.get(`/api/posts/${post.id}`);
    expect((await reader.get<Post>(`/api/posts/${post.id}`)).body.views).toBe(1);
    await reader.get(`/api/posts/${post.id}/comments`);
    expect((await reader.get<Post>(`/api/posts/${post.id}`)).body.views).toBe(1);
  });

  it("count opening a post's comments as a view, once, but not the author's nor an earlier page's", async () => {
    const { client: author, user } = await signUpMember(server.url);
    const { client: reader } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    const comment = await makeComment(server.context.db, post.id, user.id);
    const viewsNow = async () => (await author.get<Post>(`/api/posts/${post.id}`)).body.views;

    expect((await author.get(`/api/posts/${post.id}/comments`)).status).toBe(200);
    const earlier = encodeCursor({
      scope: "comments",
      createdAt: "2026-12-07 10:00:00+00",
      id: comment.id,
    });
    const earlierPage = await reader.get<unknown[]>(
      `/api/posts/${post.id}/comments?cursor=${encodeURIComponent(earlier)}`,
    );
    expect(earlierPage.status).toBe(200);
    expect(await viewsNow()).toBe(0);

    const opened = await reader.get<{ id: string }[]>(`/api/posts/${post.id}/comments`);
    expect(opened.body.map((shown) => shown.id)).toEqual([comment.id]);
    await reader.get(`/api/posts/${post.id}/comments`);
    await reader.get(`/api/posts/${post.id}`);
    expect(await viewsNow()).toBe(1);
  });

  it("leave out suspended members' comments, and refuse a hidden post's without counting a view", async () => {
    const { db } = server.context;
    const { client: author, user } = await signUpMember(server.url);
    const { user: suspended } = await signUpMember(server.url);
    const { client: stranger } = await signUpMember(server.url);
    const post = await makePost(db, user.id);
    const kept = await makeComment(db, post.id, user.id);
    await makeComment(db, post.id, suspended.id);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const shown = await stranger.get<{ id: string }[]>(`/api/posts/${post.id}/comments`);
    expect(shown.body.map((comment) => comment.id)).toEqual([kept.id]);

    await setPrivacy(db, user.id, "private");
    const { client: another } = await signUpMember(server.url);
    const hidden = await another.get(`/api/posts/${post.id}/comments`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(POST_NOT_FOUND_MESSAGE);
    expect((await author.get<Post>(`/api/posts/${post.id}`)).body.views).toBe(1);
  });

  it("deletes a post's image with it, unless the image is also the author's profile photo", async () => {
    const { client } = await signUpMember(server.url);
    const alone = await uploadObject(client, await png(), "image/png", "post");
    const shared = await uploadObject(client, await png(), "image/png", "post");
    expect((await client.put("/api/profile/image", { imageURL: shared.objectPath })).status).toBe(
      200,
    );
    for (const image of [alone, shared]) {
      const post = await client.post<Post>("/api/posts", {
        content: "",
        imageUrl: image.objectPath,
      });
      expect((await client.delete(`/api/posts/${post.body.id}`)).status).toBe(204);
    }
    expect((await fetchObject(client, alone.objectPath)).status).toBe(404);
    expect((await fetchObject(client, shared.objectPath)).status).toBe(200);
  });

  it("lets only the author delete a post", async () => {
    const { client: author, user } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const post = await makePost(server.context.db, user.id);
    const refused = await other.delete(`/api/posts/${post.id}`);
    expect(refused.status).toBe(403);
    expect((await other.get(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await author.delete(`/api/posts/${post.id}`)).status).toBe(204);
    expect((await author.get(`/api/posts/${post.id}`)).status).toBe(404);
  });
});

describe("GET /api/trending", () => {
  it("ranks the last 7 days' hashtags, ignoring case and older posts", async () => {
    const { db } = server.context;
    const { client, user } = await signUpMember(server.url);
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const tags = [["#Zine"], ["#zine", "#Riso"], ["#ZINE", "#Riso"], ["#Analog"]];
    for (const hashtags of tags) await makePost(db, user.id, { hashtags });
    for (let i = 0; i < 5; i++)
      await makePost(db, user.id, { hashtags: ["#Ancient"], createdAt: old });
    const response = await client.get("/api/trending");
    expect(response.body.slice(0, 3)).toEqual([
      { tag: "#ZINE", count: 3 },
      { tag: "#Riso", count: 2 },
      { tag: "#Analog", count: 1 },
    ]);
    expect(response.body.map((t: { tag: string }) => t.tag)).not.toContain("#Ancient");
  });
});
