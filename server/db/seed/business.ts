import { randomUUID } from "node:crypto";
import type { PayType } from "@contract/jobs.ts";
import type { follows, jobApplications, jobs, jobViews } from "../schema/index.ts";
import type { Community } from "./community.ts";
import type { Profession } from "./people.ts";
import { createDeck, randomFor } from "./random.ts";
import { daysAgo, hoursAgo, isoDay, timeBetween } from "./time.ts";

type Brief = {
  title: string;
  profession: Profession;
  description: string;
  pay: { type: PayType; min: number; max?: number };
};

/** The kinds of work the demo studio hires for, each posted a few times over the months. */
const BRIEFS: readonly Brief[] = [
  {
    title: "Lookbook photographer",
    profession: "Photographer",
    description:
      "Two studio days for an independent menswear label's season lookbook. Clean, natural light; 60 finished images. Retouching in-house.",
    pay: { type: "day_rate", min: 450, max: 600 },
  },
  {
    title: "Stylist for a denim campaign",
    profession: "Stylist",
    description:
      "Pull and style three looks a day over two days, on location in Ancoats. Wardrobe budget separate.",
    pay: { type: "day_rate", min: 350 },
  },
  {
    title: "MUA for a brand film",
    profession: "Makeup Artist",
    description:
      "One long day on a 60-second brand film: natural skin, two looks, touch-ups on set. Kit fee included.",
    pay: { type: "fixed_fee", min: 420 },
  },
  {
    title: "Editor for social cut-downs",
    profession: "Videographer",
    description:
      "Cut a finished campaign film into six vertical edits for social. Remote, with one review call.",
    pay: { type: "hourly", min: 35, max: 45 },
  },
  {
    title: "Models for a knitwear shoot",
    profession: "Model",
    description:
      "Two models, all ages welcome, for a heritage knitwear brand. Half day in our studio; usage for 12 months online.",
    pay: { type: "fixed_fee", min: 300 },
  },
  {
    title: "Graphic designer for a lookbook layout",
    profession: "Graphic Designer",
    description:
      "Lay out a 24-page printed lookbook from our images and copy, to the label's existing type and grid.",
    pay: { type: "fixed_fee", min: 900, max: 1200 },
  },
  {
    title: "Junior studio photographer",
    profession: "Photographer",
    description:
      "A permanent role shooting e-commerce and lookbooks in our Manchester studio, with mentoring from our senior team.",
    pay: { type: "salary", min: 26000, max: 30000 },
  },
];

const TOWNS = ["Manchester", "Manchester", "Leeds", "Remote", "London", "Liverpool", "Birmingham"];
const JOB_COUNT = 26;
/** Closed by the studio, and past their closing dates. */
const CLOSED = new Set([9, 14, 21]);
const EXPIRED = new Set([17]);
const APPLICATIONS = 152;
const VIEWS = 2847;
const FOLLOWERS = 48;

/**
 * The demo business's months of hiring, shaped to give its portal roughly the figures a busy
 * studio shows: a couple of dozen live jobs, about 150 applications with every status, answers
 * in two to three days on average, a hire rate near a fifth, an interview rate near half, and
 * thousands of views. The community is too small for hundreds of followers, so it has dozens.
 */
export type BusinessHistory = ReturnType<typeof buildBusinessHistory>;

export function buildBusinessHistory(community: Community, now: Date) {
  const random = randomFor("business");
  const studio = community.business;
  const people = community.creatives;
  const jobRows: (typeof jobs.$inferInsert & { id: string; createdAt: Date })[] = [];
  const applications: (typeof jobApplications.$inferInsert)[] = [];
  const views: (typeof jobViews.$inferInsert)[] = [];

  for (let index = 0; index < JOB_COUNT; index++) {
    const brief = BRIEFS[index % BRIEFS.length]!;
    const createdAt = hoursAgo(now, 20 + index * 40 + random.int(0, 12));
    jobRows.push({
      id: randomUUID(),
      userId: studio.id,
      title: `${brief.title}${index >= BRIEFS.length ? ` (${Math.floor(index / BRIEFS.length) + 1})` : ""}`,
      description: brief.description,
      profession: brief.profession,
      location: TOWNS[index % TOWNS.length]!,
      payType: brief.pay.type,
      payMin: brief.pay.min,
      payMax: brief.pay.max ?? null,
      status: CLOSED.has(index) ? "closed" : "open",
      closingDate: EXPIRED.has(index) ? isoDay(now, -3) : null,
      createdAt,
    });
  }

  // Newest jobs hold the pending applications; older ones were answered, most after a shortlist.
  const answered = createDeck(random, [
    ...Array<"shortlisted">(30).fill("shortlisted"),
    ...Array<"accepted">(18).fill("accepted"),
    ...Array<"rejected">(78).fill("rejected"),
  ]);
  let shortlistedRejections = 0;
  let made = 0;
  jobRows.forEach((job, index) => {
    const count =
      Math.floor((APPLICATIONS * (index + 1)) / JOB_COUNT) -
      Math.floor((APPLICATIONS * index) / JOB_COUNT);
    for (const applicant of random.sample(people, count)) {
      made++;
      const pending = made <= 26;
      const status = pending ? "pending" : answered();
      const delayDays = 0.5 + random.next() * 3.6;
      const latest = daysAgo(now, pending ? 0 : delayDays);
      // Never before the job was posted: timeBetween gives the job's own time then.
      const createdAt = timeBetween(random, job.createdAt, latest);
      const answeredAt = pending ? null : new Date(createdAt.getTime() + delayDays * 86_400_000);
      const wasShortlisted =
        status === "shortlisted" ||
        status === "accepted" ||
        (status === "rejected" && shortlistedRejections++ < 22);
      applications.push({
        jobId: job.id,
        posterId: job.userId,
        userId: applicant.id,
        coverLetter: random.chance(0.7)
          ? `Hello Hannah, I'd love to work on the ${job.title.toLowerCase()}. My recent work is on my profile.`
          : null,
        status,
        firstStatusChangeAt: answeredAt,
        shortlistedAt: wasShortlisted ? answeredAt : null,
        decidedAt: status === "accepted" || status === "rejected" ? answeredAt : null,
        createdAt,
      });
    }
  });

  // Views weighted by how long each job has been up, one per member and day.
  const ageDays = (job: { createdAt: Date }) =>
    Math.max(1, Math.ceil((now.getTime() - job.createdAt.getTime()) / 86_400_000));
  const weights = jobRows.map((job) => Math.min(ageDays(job), 12));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  jobRows.forEach((job, index) => {
    const days = ageDays(job);
    const target = Math.min(
      Math.round((VIEWS * weights[index]!) / totalWeight),
      people.length * days,
    );
    const seen = new Set<string>();
    while (seen.size < target) {
      const viewer = random.pick(people);
      const day = isoDay(now, -random.int(0, days - 1));
      const key = `${viewer.id}|${day}`;
      if (seen.has(key)) continue;
      seen.add(key);
      views.push({ jobId: job.id, userId: viewer.id, day });
    }
  });

  const followers: (typeof follows.$inferInsert)[] = random
    .sample(people, FOLLOWERS)
    .map((follower) => ({
      followerId: follower.id,
      followingId: studio.id,
      createdAt: timeBetween(random, studio.createdAt, now),
    }));

  return { jobs: jobRows, applications, views, followers };
}
