import { type Application, budgetText } from "@contract/jobs.ts";
import type { Post } from "@contract/posts.ts";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { jobApplications, jobs, postBookmarks, posts, users } from "../db/schema/index.ts";
import { authorize } from "../http/authorize.ts";
import { selectPosts } from "../posts/queries.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import { canSeeSaved } from "./policy.ts";

const SAVED_LIMIT = 100;

/** The member's bookmarked posts that they may still see. */
export async function savedPosts(db: Database, me: SessionUser, memberId: string): Promise<Post[]> {
  authorize(me, canSeeSaved, { id: memberId });
  const bookmarked = db
    .select({ postId: postBookmarks.postId })
    .from(postBookmarks)
    .where(eq(postBookmarks.userId, me.id));
  return selectPosts(db, {
    viewerId: me.id,
    where: and(inArray(posts.id, bookmarked), authorVisibleTo(me.id)),
    limit: SAVED_LIMIT,
  });
}

/** The member's job applications, newest first. */
export async function ownApplications(
  db: Database,
  me: SessionUser,
  memberId: string,
): Promise<Application[]> {
  authorize(me, canSeeSaved, { id: memberId });
  const rows = await db
    .select({
      application: jobApplications,
      job: {
        id: jobs.id,
        title: jobs.title,
        payType: jobs.payType,
        payMin: jobs.payMin,
        payMax: jobs.payMax,
      },
      poster: { accountType: users.accountType, companyName: users.companyName },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(eq(jobApplications.userId, me.id))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(SAVED_LIMIT);
  return rows.map(({ application, job, poster }) => ({
    id: application.id,
    createdAt: application.createdAt.toISOString(),
    coverLetter: application.coverLetter,
    status: application.status,
    job: {
      id: job.id,
      title: job.title,
      budget: budgetText({ type: job.payType, min: job.payMin, max: job.payMax }),
      companyName: poster.accountType === "business" ? poster.companyName : null,
    },
  }));
}
