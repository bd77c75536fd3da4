import { noContentSchema } from "@contract/common.ts";
import {
  bookmarkStateSchema,
  commentPageQuerySchema,
  commentSchema,
  createCommentSchema,
  createPostSchema,
  feedQuerySchema,
  likeStateSchema,
  postSchema,
  trendingTagSchema,
} from "@contract/posts.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { cachedRead } from "../db/cached-read.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { sendPage } from "../http/cursor-pages.ts";
import {
  COMMENT_NOT_FOUND_MESSAGE,
  commentOnPost,
  commentsOnPost,
  removeComment,
} from "./comments.ts";
import { createFeed } from "./feed.ts";
import { deletePost, publishPost } from "./publish-post.ts";
import { POST_NOT_FOUND_MESSAGE } from "./queries.ts";
import {
  bookmarkPost,
  bookmarkState,
  likePost,
  unbookmarkPost,
  unlikePost,
  viewPost,
} from "./react-to-post.ts";
import { TRENDING_MAX_AGE_MS, trendingHashtags } from "./trending.ts";

const postParams = z.object({ id: z.uuid(POST_NOT_FOUND_MESSAGE) });
const commentParams = z.extend(postParams, { commentId: z.uuid(COMMENT_NOT_FOUND_MESSAGE) });

export async function postRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;
  const reachesOthers = { access: "member", reachesOthers: true } as const;
  // Every page asks for trending; the week's tags change slowly, so each instance counts them
  // at most once a minute instead of on every request.
  const trending = cachedRead(TRENDING_MAX_AGE_MS, () => trendingHashtags(db));
  const feedPage = createFeed(db);
  const onPost = (response: z.ZodMiniType) => ({
    config: member,
    schema: { params: postParams, response: { 200: response } },
  });

  app.get(
    "/api/posts",
    {
      config: member,
      schema: { querystring: feedQuerySchema, response: { 200: z.array(postSchema) } },
    },
    async (request, reply) => {
      const page = await feedPage(currentUser(request).id, request.query);
      return sendPage(reply, { items: page.posts, nextCursor: page.nextCursor });
    },
  );

  app.get(
    "/api/trending",
    { config: member, schema: { response: { 200: z.array(trendingTagSchema) } } },
    async () => trending(),
  );

  app.post(
    "/api/posts",
    { config: reachesOthers, schema: { body: createPostSchema, response: { 201: postSchema } } },
    async (request, reply) =>
      reply.code(201).send(await publishPost(db, currentUser(request), request.body)),
  );

  app.get("/api/posts/:id", onPost(postSchema), async (request) =>
    viewPost(db, currentUser(request), request.params.id),
  );

  app.delete(
    "/api/posts/:id",
    {
      config: { access: "owner" },
      schema: { params: postParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await deletePost(context, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post("/api/posts/:id/like", onPost(likeStateSchema), async (request) =>
    likePost(context, currentUser(request), request.params.id),
  );

  app.delete("/api/posts/:id/like", onPost(likeStateSchema), async (request) =>
    unlikePost(db, currentUser(request), request.params.id),
  );

  app.post("/api/posts/:id/bookmark", onPost(bookmarkStateSchema), async (request) =>
    bookmarkPost(db, currentUser(request), request.params.id),
  );

  app.delete("/api/posts/:id/bookmark", onPost(bookmarkStateSchema), async (request) =>
    unbookmarkPost(db, currentUser(request), request.params.id),
  );

  app.get("/api/posts/:id/is-bookmarked", onPost(bookmarkStateSchema), async (request) =>
    bookmarkState(db, currentUser(request), request.params.id),
  );

  app.get(
    "/api/posts/:id/comments",
    {
      config: member,
      schema: {
        params: postParams,
        querystring: commentPageQuerySchema,
        response: { 200: z.array(commentSchema) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await commentsOnPost(db, currentUser(request), request.params.id, request.query.cursor),
      ),
  );

  app.post(
    "/api/posts/:id/comments",
    {
      config: reachesOthers,
      schema: { params: postParams, body: createCommentSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const comment = await commentOnPost(
        context,
        currentUser(request),
        request.params.id,
        request.body.content,
      );
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    "/api/posts/:id/comments/:commentId",
    {
      config: { access: "owner" },
      schema: { params: commentParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const { id, commentId } = request.params;
      await removeComment(db, currentUser(request), id, commentId);
      return reply.code(204).send(null);
    },
  );
}
