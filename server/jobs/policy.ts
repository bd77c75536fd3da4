import { APPLICATION_NOT_FOUND_MESSAGE, OWN_JOB_MESSAGE } from "@contract/jobs.ts";
import { ownedBy, policy } from "../http/authorize.ts";

/** Only the business that posted a job edits, closes, reopens it or reads its applications. */
export const canManageJob = policy<{ userId: string }>(
  "You can only manage your own jobs.",
  (actor, job) => actor.accountType === "business" && ownedBy(actor, job),
);

/** Anyone may apply for a job except whoever posted it. */
export const canApplyTo = policy<{ userId: string }>(
  OWN_JOB_MESSAGE,
  (actor, job) => !ownedBy(actor, job),
);

/**
 * An application is between its applicant and the job's poster; anyone else is told there is
 * no such application.
 */
export const canWithdrawApplication = policy<{ userId: string }>(
  APPLICATION_NOT_FOUND_MESSAGE,
  ownedBy,
  { hides: true },
);
export const canDecideApplication = policy<{ posterId: string }>(
  APPLICATION_NOT_FOUND_MESSAGE,
  (actor, application) => actor.id === application.posterId,
  { hides: true },
);
