import type { Job } from "@contract/jobs.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { jobViews, savedJobs } from "../db/schema/index.ts";
import { jobById, jobRecord } from "./queries.ts";

/**
 * A member opening a job's page: one view per member, job and day, and none for the poster
 * looking at their own job, so the portal counts interest rather than reloads.
 */
export async function viewJob(db: Database, viewer: SessionUser, jobId: string): Promise<Job> {
  const job = await jobById(db, viewer.id, jobId);
  if (job.user.id !== viewer.id) {
    await db
      .insert(jobViews)
      .values({ jobId, userId: viewer.id, day: sql`current_date` })
      .onConflictDoNothing();
  }
  return job;
}

/** Keeps a job on the member's saved list (on the server, so every device sees it), or drops it. */
export async function setJobSaved(
  db: Database,
  member: SessionUser,
  jobId: string,
  saved: boolean,
): Promise<{ isSaved: boolean }> {
  await jobRecord(db, jobId);
  if (saved) {
    await db.insert(savedJobs).values({ userId: member.id, jobId }).onConflictDoNothing();
  } else {
    await db
      .delete(savedJobs)
      .where(and(eq(savedJobs.userId, member.id), eq(savedJobs.jobId, jobId)));
  }
  return { isSaved: saved };
}
