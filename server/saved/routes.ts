import { applicationSchema } from "@contract/jobs.ts";
import { pageQuerySchema } from "@contract/pages.ts";
import { postSchema } from "@contract/posts.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { sendPage } from "../http/cursor-pages.ts";
import { memberParams } from "../users/privacy.ts";
import { ownApplications, savedPosts } from "./queries.ts";

/** The Saved tab: a member's bookmarks and job applications, for their eyes only, in pages. */
export async function savedRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;

  app.get(
    "/api/users/:id/bookmarks",
    {
      config: { access: "owner" },
      schema: {
        params: memberParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(postSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await savedPosts(db, currentUser(request), request.params.id, request.query)),
  );

  app.get(
    "/api/users/:id/applications",
    {
      config: { access: "owner" },
      schema: {
        params: memberParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(applicationSchema) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await ownApplications(db, currentUser(request), request.params.id, request.query),
      ),
  );
}
