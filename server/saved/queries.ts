import { type Application, budgetText } from "@contract/jobs.ts";
import type { PageQuery } from "@contract/pages.ts";
import type { Post } from "@contract/posts.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { type KeysetPage, keysetList } from "../db/keyset.ts";
import { jobApplications, jobs, postBookmarks, posts, users } from "../db/schema/index.ts";
import { authorize } from "../http/authorize.ts";
import { postsReadBy, presentPost } from "../posts/queries.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import { canSeeSaved } from "./policy.ts";

/** Bookmarks, the most recently saved first (the post settles bookmarks of one instant). */
const bookmarks = keysetList("bookmarks", postBookmarks.createdAt, postBookmarks.postId);
const applied = keysetList("applied", jobApplications.createdAt, jobApplications.id);

/**
 * A page of the member's bookmarked posts that they may still see, the most recently
 * bookmarked first; a post whose author has gone private, been suspended or been blocked
 * either way since is passed over.
 */
export async function savedPosts(
  db: Database,
  me: SessionUser,
  memberId: string,
  page: PageQuery,
): Promise<KeysetPage<Post>> {
  authorize(me, canSeeSaved, { id: memberId });
  const rows = await savedPostsStatement(db, page.limit + 1).execute({
    viewerId: me.id,
    ...bookmarks.cursorValues(page.cursor),
  });
  const { items, nextCursor } = bookmarks.page(rows, page.limit);
  return { items: items.map(presentPost), nextCursor };
}

/** A page of bookmarks as a named statement: built once, not per request. */
function savedPostsStatement(db: Database, size: number) {
  const viewer = sql.placeholder("viewerId");
  return bookmarks.namedPage(
    db,
    "saved_posts",
    size,
    () =>
      postsReadBy(db, viewer, { extra: bookmarks.cursorColumns }).innerJoin(
        postBookmarks,
        and(eq(postBookmarks.postId, posts.id), eq(postBookmarks.userId, viewer)),
      ),
    authorVisibleTo(viewer),
  );
}

/** A page of the member's job applications, newest first. */
export async function ownApplications(
  db: Database,
  me: SessionUser,
  memberId: string,
  page: PageQuery,
): Promise<KeysetPage<Application>> {
  authorize(me, canSeeSaved, { id: memberId });
  const rows = await ownApplicationsStatement(db, page.limit + 1).execute({
    memberId: me.id,
    ...applied.cursorValues(page.cursor),
  });
  const { items, nextCursor } = applied.page(rows, page.limit);
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

/** A page of the member's applications as a named statement. */
function ownApplicationsStatement(db: Database, size: number) {
  return applied.namedPage(
    db,
    "own_applications",
    size,
    () =>
      db
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
          ...applied.cursorColumns,
        })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .innerJoin(users, eq(users.id, jobs.userId))
        .$dynamic(),
    eq(jobApplications.userId, sql.placeholder("memberId")),
  );
}
