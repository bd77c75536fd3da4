import { z } from "zod";
import { jobSchema } from "./jobs.ts";
import { postSchema } from "./posts.ts";
import { userSummarySchema } from "./users.ts";

export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_GROUP_LIMIT = 10;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, "Please enter something to search for.").max(SEARCH_QUERY_MAX_LENGTH),
});

export const searchResultsSchema = z.object({
  users: z.array(userSummarySchema),
  jobs: z.array(jobSchema),
  posts: z.array(postSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
