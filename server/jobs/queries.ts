import type { Job } from "@contract/jobs.ts";
import { desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { jobs, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";

/** Jobs as members see them, newest first, each with its poster. */
export async function selectJobs(
  db: Database,
  options: { where?: SQL | undefined; limit: number },
): Promise<Job[]> {
  const rows = await db
    .select({
      job: jobs,
      poster: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        isVerified: users.isVerified,
      },
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(options.where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(options.limit);
  return rows.map(({ job, poster }) => ({
    id: job.id,
    title: job.title,
    description: job.description,
    profession: job.profession,
    location: job.location,
    budget: job.budget,
    createdAt: job.createdAt.toISOString(),
    user: poster,
  }));
}

export const JOB_NOT_FOUND_MESSAGE = "Job not found.";

/** One job with its poster, or a 404. */
export async function jobById(db: Database, jobId: string): Promise<Job> {
  const [job] = await selectJobs(db, { where: eq(jobs.id, jobId), limit: 1 });
  return found(job, JOB_NOT_FOUND_MESSAGE);
}
