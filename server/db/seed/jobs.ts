import { randomUUID } from "node:crypto";
import type { jobApplications, jobs, savedJobs } from "../schema/index.ts";
import type { Community } from "./community.ts";
import { COVER_LETTERS, JOB_LISTINGS } from "./job-listings.ts";
import { createDeck, randomFor } from "./random.ts";
import { hoursAgo, timeBetween } from "./time.ts";

export type JobPlan = {
  jobs: (typeof jobs.$inferInsert)[];
  applications: (typeof jobApplications.$inferInsert)[];
  savedJobs: (typeof savedJobs.$inferInsert)[];
};

const STATUSES = ["pending", "pending", "pending", "accepted", "rejected"] as const;

/**
 * The listings, posted over the last fortnight or so, with applications from members of the
 * right profession. Amelia has applied to two photography jobs (one accepted) and her own
 * listings have applicants, so every side of the jobs pages has something to show.
 */
export function buildJobs(community: Community, now: Date): JobPlan {
  const random = randomFor("jobs");
  const nextCoverLetter = createDeck(random, COVER_LETTERS);
  const plan: JobPlan = { jobs: [], applications: [], savedJobs: [] };
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
    const count = poster === community.demo ? random.int(2, 3) : random.int(0, 3);
    const applicants = [...(demoApplies ? [community.demo] : []), ...random.sample(others, count)];
    for (const applicant of applicants) {
      const isDemo = applicant === community.demo;
      plan.applications.push({
        jobId: job.id,
        userId: applicant.id,
        coverLetter: nextCoverLetter()
          .replaceAll("{poster}", poster.firstName)
          .replaceAll("{title}", listing.title),
        status: isDemo ? (demoApplications === 0 ? "accepted" : "pending") : random.pick(STATUSES),
        createdAt: timeBetween(random, job.createdAt, now),
      });
      if (isDemo) demoApplications++;
    }
  });

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
