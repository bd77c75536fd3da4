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
  }),
});
export type Job = z.infer<typeof jobSchema>;
