import { randomUUID } from "node:crypto";
import type { jobApplications, jobs, jobViews, savedJobs } from "../schema/index.ts";
import type { BusinessHistory } from "./business.ts";
import type { Community } from "./community.ts";
import { COVER_LETTERS, JOB_LISTINGS } from "./job-listings.ts";
import { createDeck, randomFor } from "./random.ts";
import { hoursAgo, timeBetween } from "./time.ts";

export type JobPlan = {
  jobs: (typeof jobs.$inferInsert)[];
  applications: (typeof jobApplications.$inferInsert)[];
  savedJobs: (typeof savedJobs.$inferInsert)[];
  views: (typeof jobViews.$inferInsert)[];
};

const STATUSES = ["pending", "pending", "pending", "accepted", "rejected"] as const;

/**
 * The listings, posted over the last fortnight or so by studios that hire, with applications
 * from members of the right profession. Amelia has applied to two photography jobs (one
 * accepted), so every side of the jobs pages has something to show; the demo business's own
 * busy history comes from business.ts.
 */
export function buildJobs(
  community: Community,
  now: Date,
  studio: Pick<BusinessHistory, "jobs" | "applications" | "views">,
): JobPlan {
  const random = randomFor("jobs");
  const nextCoverLetter = createDeck(random, COVER_LETTERS);
  const plan: JobPlan = { jobs: [], applications: [], savedJobs: [], views: [] };
  let demoApplications = 0;

  JOB_LISTINGS.forEach((listing, index) => {
    const poster = community.byEmail(listing.poster);
    const job = {
      id: randomUUID(),
      userId: poster.id,
      title: listing.title,
      description: listing.description,
      profession: listing.profession,
      location: listing.location,
      payType: listing.pay.type,
      payMin: listing.pay.min,
      payMax: listing.pay.max ?? null,
      createdAt: hoursAgo(now, 3 + index * 15 + random.int(0, 8)),
    };
    plan.jobs.push(job);

    const candidates = community.creatives.filter(
      (member) => member.profession === listing.profession && member !== poster,
    );
    const demoApplies = candidates.includes(community.demo) && demoApplications < 2;
    const others = candidates.filter((member) => member !== community.demo);
    const count = random.int(0, 3);
    const applicants = [...(demoApplies ? [community.demo] : []), ...random.sample(others, count)];
    for (const applicant of applicants) {
      const isDemo = applicant === community.demo;
      const status = isDemo
        ? demoApplications === 0
          ? "accepted"
          : "pending"
        : random.pick(STATUSES);
      const createdAt = timeBetween(random, job.createdAt, now);
      // An answered application was answered some time after it arrived.
      const answeredAt = status === "pending" ? null : timeBetween(random, createdAt, now);
      plan.applications.push({
        jobId: job.id,
        posterId: poster.id,
        userId: applicant.id,
        coverLetter: nextCoverLetter()
          .replaceAll("{poster}", poster.firstName)
          .replaceAll("{title}", listing.title),
        status,
        firstStatusChangeAt: answeredAt,
        decidedAt: answeredAt,
        createdAt,
      });
      if (isDemo) demoApplications++;
    }
  });

  plan.jobs.push(...studio.jobs);
  plan.applications.push(...studio.applications);
  plan.views = studio.views;
  plan.savedJobs = savedJobsFor(community, plan.jobs, now);
  return plan;
}

function savedJobsFor(community: Community, allJobs: JobPlan["jobs"], now: Date) {
  const random = randomFor("saved-jobs");
  const others = community.creatives.filter((member) => member !== community.demo);
  const savers = [community.demo, ...random.sample(others, 14)];
  return savers.flatMap((saver) => {
    const notOwn = allJobs.filter((job) => job.userId !== saver.id);
    return random.sample(notOwn, saver === community.demo ? 4 : random.int(1, 2)).map((job) => ({
      userId: saver.id,
      jobId: job.id!,
      createdAt: timeBetween(random, job.createdAt!, now),
    }));
  });
}
