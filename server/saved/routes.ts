import { and, desc, eq, inArray } from "drizzle-orm";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { jobApplications, jobs, postBookmarks, posts } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { selectPosts, withoutCursor } from "../posts/queries.ts";
import { authorVisibleTo, memberParams } from "../users/privacy.ts";

const PRIVATE = { message: "This user's saved content is private." };
const SAVED_LIMIT = 100;

/** The Saved tab: a member's bookmarks and job applications, for their eyes only. */
export async function savedRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const ownerOnly = { config: { access: "member" as const }, schema: { params: memberParams } };

  app.get("/api/users/:id/bookmarks", ownerOnly, async (request, reply) => {
    const me = currentUser(request);
    if (request.params.id !== me.id) return reply.code(403).send(PRIVATE);
    const bookmarked = db
      .select({ postId: postBookmarks.postId })
      .from(postBookmarks)
      .where(eq(postBookmarks.userId, me.id));
    const rows = await selectPosts(db, {
      viewerId: me.id,
      where: and(inArray(posts.id, bookmarked), authorVisibleTo(me.id)),
      limit: SAVED_LIMIT,
    });
    return rows.map(withoutCursor);
  });

  app.get("/api/users/:id/applications", ownerOnly, async (request, reply) => {
    const me = currentUser(request);
    if (request.params.id !== me.id) return reply.code(403).send(PRIVATE);
    const rows = await db
      .select({ application: jobApplications, job: { id: jobs.id, title: jobs.title } })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.userId, me.id))
      .orderBy(desc(jobApplications.createdAt))
      .limit(SAVED_LIMIT);
    return rows.map(({ application, job }) => ({
      id: application.id,
      createdAt: application.createdAt.toISOString(),
      coverLetter: application.coverLetter,
      status: application.status,
      job,
    }));
  });
}
