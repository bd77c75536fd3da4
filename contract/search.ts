import "./human-errors.ts";
import { z } from "zod/mini";
import { jobSchema } from "./jobs.ts";
import { postSchema } from "./posts.ts";
import { userSummarySchema } from "./users.ts";

export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_GROUP_LIMIT = 10;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter something to search for."),
      z.maxLength(SEARCH_QUERY_MAX_LENGTH),
    ),
});

export const searchResultsSchema = z.object({
  users: z.array(userSummarySchema),
  jobs: z.array(jobSchema),
  posts: z.array(postSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** The Network page asks the server only once more than 2 characters are typed. */
export const CREATOR_SEARCH_MIN_LENGTH = 3;
export const CREATOR_PAGE_SIZE = 24;

/** The Network filter's categories and the professions members choose that they cover. */
export const PROFESSION_CATEGORY_MEMBERS: Record<string, readonly string[]> = {
  Photography: ["Photographer"],
  Videography: ["Videographer"],
  Styling: ["Stylist", "Makeup Artist", "Fashion Designer"],
  Modeling: ["Model"],
  "Graphic Design": ["Graphic Designer", "Illustrator", "Art Director"],
  "Web Design": ["Web Designer"],
};

export const creatorSearchQuerySchema = z.object({
  q: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(SEARCH_QUERY_MAX_LENGTH),
      z.refine((q) => q.length === 0 || q.length >= CREATOR_SEARCH_MIN_LENGTH, {
        message: "Please type more than 2 characters to search.",
      }),
    ),
    "",
  ),
  profession: z._default(
    z.string().check(
      z.refine(
        (value) =>
          value === "" || value === "all" || Object.hasOwn(PROFESSION_CATEGORY_MEMBERS, value),
        {
          message: "Unknown profession category.",
        },
      ),
    ),
    "",
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), CREATOR_PAGE_SIZE),
});

export const creatorSchema = z.extend(userSummarySchema, { bio: z.nullable(z.string()) });
export type Creator = z.infer<typeof creatorSchema>;
