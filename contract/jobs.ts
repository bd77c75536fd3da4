import "./human-errors.ts";
import { z } from "zod";

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  profession: z.string(),
  location: z.string().nullable(),
  budget: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isVerified: z.boolean(),
  }),
});
export type Job = z.infer<typeof jobSchema>;

export const APPLICATION_STATUSES = ["pending", "accepted", "rejected"] as const;

/** A member's own application, as the Saved tab lists it. */
export const applicationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  coverLetter: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  job: z.object({ id: z.string(), title: z.string() }),
});
export type Application = z.infer<typeof applicationSchema>;
