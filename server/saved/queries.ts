import { type Application, budgetText } from "@contract/jobs.ts";
import type { PageQuery } from "@contract/pages.ts";
import type { Post, SavedPostsQuery } from "@contract/posts.ts";
import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import {
  cursorTime,
  decodeScopedCursor,
  type KeysetPage,
  keysetPage,
  olderThan,
} from "../db/keyset.ts";
import { jobApplications, jobs, postBookmarks, posts, users } from "../db/schema/index.ts";
import { authorize } from "../http/authorize.ts";
import { postsReadBy, presentPost } from "../posts/queries.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import { canSeeSaved } from "./policy.ts";

const BOOKMARKS_SCOPE = "bookmarks";
const APPLIED_SCOPE = "applied";

/**
 * A page of the member's bookmarked posts that they may still see, the most recently
 * bookmarked first; a post whose author has gone private, been suspended or been blocked
 * either way since is passed over.
 */
export async function savedPosts(
  db: Database,
  me: SessionUser,
  memberId: string,
  page: SavedPostsQuery,
): Promise<KeysetPage<Post>> {
  authorize(me, canSeeSaved, { id: memberId });
  const cursor = decodeScopedCursor(page.cursor, BOOKMARKS_SCOPE);
  const rows = await postsReadBy(db, me.id, {
    extra: { savedAt: cursorTime(postBookmarks.createdAt) },
  })
    .innerJoin(
      postBookmarks,
      and(eq(postBookmarks.postId, posts.id), eq(postBookmarks.userId, me.id)),
    )
    .where(
      and(authorVisibleTo(me.id), olderThan(postBookmarks.createdAt, postBookmarks.postId, cursor)),
    )
    .orderBy(desc(postBookmarks.createdAt), desc(postBookmarks.postId))
    .limit(page.limit + 1);
  const { items, nextCursor } = keysetPage(rows, page.limit, (row) => ({
    scope: BOOKMARKS_SCOPE,
    createdAt: row.savedAt,
    id: row.post.id,
  }));
  return { items: items.map(presentPost), nextCursor };
}

/** A page of the member's job applications, newest first. */
export async function ownApplications(
  db: Database,
  me: SessionUser,
  memberId: string,
  page: PageQuery,
): Promise<KeysetPage<Application>> {
  authorize(me, canSeeSaved, { id: memberId });
  const cursor = decodeScopedCursor(page.cursor, APPLIED_SCOPE);
  const rows = await db
    .select({
      application: jobApplications,
      cursorCreatedAt: cursorTime(jobApplications.createdAt),
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
    .where(
      and(
        eq(jobApplications.userId, me.id),
        olderThan(jobApplications.createdAt, jobApplications.id, cursor),
      ),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = keysetPage(rows, page.limit, (row) => ({
    scope: APPLIED_SCOPE,
    createdAt: row.cursorCreatedAt,
    id: row.application.id,
  }));
  return {
    items: items.map(({ application, job, poster }) => ({
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
    })),
    nextCursor,
  };
}
