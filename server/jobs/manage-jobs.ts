import {
  type BusinessProfile,
  CLOSING_DATE_PAST_MESSAGE,
  closingDateInPast,
  type Job,
  type JobFields,
} from "@contract/jobs.ts";
import type { User } from "@contract/users.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { jobs, users } from "../db/schema/index.ts";
import { authorize } from "../http/authorize.ts";
import { BadRequestError, ConflictError } from "../http/errors.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { presentUser } from "../users/presenter.ts";
import { canManageJob } from "./policy.ts";
import { jobById, jobRecord } from "./queries.ts";

export const REOPEN_EXPIRED_MESSAGE =
  "This job's closing date has passed. Choose a later closing date to reopen it.";

function columnsOf(fields: JobFields) {
  return {
    title: fields.title,
    description: fields.description,
    profession: fields.profession,
    location: fields.location,
    payType: fields.payType,
    payMin: fields.payMin,
    payMax: fields.payType === "unpaid" ? null : fields.payMax,
    closingDate: fields.closingDate,
  };
}

/** A new job from a business account, open at once. */
export async function postJob(
  db: Database,
  business: SessionUser,
  fields: JobFields,
): Promise<Job> {
  if (closingDateInPast(fields.closingDate)) throw new BadRequestError(CLOSING_DATE_PAST_MESSAGE);
  const [row] = await db
    .insert(jobs)
    .values({ userId: business.id, ...columnsOf(fields) })
    .returning({ id: jobs.id });
  return jobById(db, business.id, row!.id);
}

/**
 * The poster's changes to their job. A closing date already in the past may stay as it was
 * (the job reads as closed), but cannot be newly set to one.
 */
export async function editJob(
  db: Database,
  business: SessionUser,
  jobId: string,
  fields: JobFields,
): Promise<Job> {
  const { job } = await jobRecord(db, jobId);
  authorize(business, canManageJob, job);
  if (fields.closingDate !== job.closingDate && closingDateInPast(fields.closingDate)) {
    throw new BadRequestError(CLOSING_DATE_PAST_MESSAGE);
  }
  await db
    .update(jobs)
    .set({ updatedAt: new Date(), ...columnsOf(fields) })
    .where(eq(jobs.id, jobId));
  return jobById(db, business.id, jobId);
}

/** Closes a job to new applications, or opens it again while its closing date allows. */
export async function setJobOpen(
  db: Database,
  business: SessionUser,
  jobId: string,
  open: boolean,
): Promise<Job> {
  const { job } = await jobRecord(db, jobId);
  authorize(business, canManageJob, job);
  if (open && closingDateInPast(job.closingDate)) throw new ConflictError(REOPEN_EXPIRED_MESSAGE);
  await db
    .update(jobs)
    .set({ status: open ? "open" : "closed", updatedAt: new Date() })
    .where(eq(jobs.id, jobId));
  return jobById(db, business.id, jobId);
}

/** The company a business shows on its jobs and profile; the logo is one of its own uploads. */
export async function updateBusinessProfile(
  { db, sessions }: Pick<AppContext, "db" | "sessions">,
  business: SessionUser,
  input: BusinessProfile,
): Promise<User> {
  let logo = business.companyLogoUrl;
  if (input.companyLogoUrl !== undefined) {
    logo = null;
    if (input.companyLogoUrl) {
      const object = await findOwnedObject(db, business.id, input.companyLogoUrl, "profile");
      if (!object) throw new BadRequestError("That logo is not one of your uploads.");
      logo = object.path;
    }
  }
  const [row] = await db
    .update(users)
    .set({
      companyName: input.companyName.trim(),
      companyAbout: input.companyAbout?.trim() || null,
      companyLogoUrl: logo,
      updatedAt: new Date(),
    })
    .where(eq(users.id, business.id))
    .returning();
  await sessions.accountChanged(business.id);
  return presentUser(row!, business.id);
}
