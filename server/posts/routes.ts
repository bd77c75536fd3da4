import {
  createCommentSchema,
  createPostSchema,
  feedQuerySchema,
  NEXT_CURSOR_HEADER,
  type Post,
} from "@contract/posts.ts";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { posts } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { notifyMember } from "../notifications/notify.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { fullName } from "../users/presenter.ts";
import { assertContentVisible } from "../users/privacy.ts";
import { addComment, deleteComment, findComment, listComments } from "./comments.ts";
import { createPost } from "./create-post.ts";
import { decodeCursor } from "./cursor.ts";
import { homeFeed, postsByMember } from "./feed.ts";
import { findVisiblePost } from "./queries.ts";
import { bookmarks, likeState, likes, views } from "./reactions.ts";
import { trendingHashtags } from "./trending.ts";

const postParams = z.object({ id: z.uuid("Post not found.") });
const commentParams = z.object({
  id: z.uuid("Post not found."),
  commentId: z.uuid("Comment not found."),
});
const NOT_FOUND = { message: "Post not found." };

export async function postRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const guarded = { config: { access: "member" as const } };

  // Routes about one post load it once, as the viewer may see it, or answer 404.
  const visiblePosts = new WeakMap<FastifyRequest, Post>();
  async function loadVisiblePost(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const post = await findVisiblePost(db, currentUser(request).id, id);
    if (!post) return reply.code(404).send(NOT_FOUND);
    visiblePosts.set(request, post);
  }
  const onVisiblePost = {
    config: { access: "member" as const },
    preHandler: loadVisiblePost,
    schema: { params: postParams },
  };
  const visiblePost = (request: FastifyRequest) => visiblePosts.get(request)!;

  app.get(
    "/api/posts",
    { ...guarded, schema: { querystring: feedQuerySchema } },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { userId, limit } = request.query;
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : null;
      if (request.query.cursor && !cursor) {
        return reply.code(400).send({ message: "That page cursor is not valid." });
      }
      if (userId) await assertContentVisible(db, viewer.id, userId);
      const page = userId
        ? await postsByMember(db, viewer.id, userId, cursor, limit)
        : await homeFeed(db, viewer.id, cursor, limit);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.posts;
    },
  );

  app.get("/api/trending", guarded, async () => trendingHashtags(db));

  app.post(
    "/api/posts",
    { ...guarded, schema: { body: createPostSchema } },
    async (request, reply) => {
      const author = currentUser(request);
      const { content, hashtags, imageUrl, imageAlt } = request.body;
      const image = imageUrl ? await findOwnedObject(db, author.id, imageUrl, "post") : null;
      if (imageUrl && !image) {
        return reply.code(400).send({ message: "That image is not one of your uploads." });
      }
      const post = await createPost(db, author.id, {
        content,
        hashtags,
        image,
        imageAlt: imageAlt ?? null,
      });
      return reply.code(201).send(post);
    },
  );

  app.get("/api/posts/:id", onVisiblePost, async (request) => {
    const viewer = currentUser(request);
    const post = visiblePost(request);
    // A permalink is a real view (once per member, never the author's own).
    if (post.user.id !== viewer.id && (await views.add(db, post.id, viewer.id))) post.views += 1;
    return post;
  });

  app.delete("/api/posts/:id", onVisiblePost, async (request, reply) => {
    const viewer = currentUser(request);
    const post = visiblePost(request);
    if (post.user.id !== viewer.id) {
      return reply.code(403).send({ message: "You can only delete your own posts." });
    }
    await db.delete(posts).where(eq(posts.id, post.id));
    return reply.code(204).send();
  });

  for (const [path, reaction] of [
    ["like", likes],
    ["bookmark", bookmarks],
  ] as const) {
    app.post(`/api/posts/:id/${path}`, onVisiblePost, async (request) => {
      const viewer = currentUser(request);
      const post = visiblePost(request);
      const isNew = await reaction.add(db, post.id, viewer.id);
      if (isNew && path === "like") {
        await notifyMember(context, post.user.id, viewer.id, {
          type: "like",
          title: "New like",
          message: `${fullName(viewer)} liked your post.`,
        });
      }
      return reactionState(path, post.id, viewer.id);
    });
    app.delete(`/api/posts/:id/${path}`, onVisiblePost, async (request) => {
      const viewer = currentUser(request);
      await reaction.remove(db, visiblePost(request).id, viewer.id);
      return reactionState(path, visiblePost(request).id, viewer.id);
    });
  }

  async function reactionState(kind: "like" | "bookmark", postId: string, userId: string) {
    return kind === "like"
      ? likeState(db, postId, userId)
      : { isBookmarked: await bookmarks.has(db, postId, userId) };
  }

  app.get("/api/posts/:id/is-bookmarked", onVisiblePost, async (request) => ({
    isBookmarked: await bookmarks.has(db, visiblePost(request).id, currentUser(request).id),
  }));

  app.get("/api/posts/:id/comments", onVisiblePost, async (request) => {
    const viewer = currentUser(request);
    const post = visiblePost(request);
    // The comment modal shows the post: that is a view too.
    if (post.user.id !== viewer.id) await views.add(db, post.id, viewer.id);
    return listComments(db, post.id);
  });

  app.post(
    "/api/posts/:id/comments",
    { ...onVisiblePost, schema: { params: postParams, body: createCommentSchema } },
    async (request, reply) => {
      const postId = visiblePost(request).id;
      const comment = await addComment(db, postId, currentUser(request).id, request.body.content);
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    "/api/posts/:id/comments/:commentId",
    { ...guarded, schema: { params: commentParams } },
    async (request, reply) => {
      const viewer = currentUser(request);
      const comment = await findComment(db, request.params.commentId);
      if (!comment || comment.postId !== request.params.id) {
        return reply.code(404).send({ message: "Comment not found." });
      }
      if (comment.userId !== viewer.id) {
        return reply.code(403).send({ message: "You can only delete your own comments." });
      }
      await deleteComment(db, comment.id, comment.postId);
      return reply.code(204).send();
    },
  );
}
