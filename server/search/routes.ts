import {
  creatorSearchQuerySchema,
  SEARCH_GROUP_LIMIT,
  searchQuerySchema,
} from "@contract/search.ts";
import { and, ilike, or, sql } from "drizzle-orm";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { jobs, posts, users } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { selectJobs } from "../jobs/queries.ts";
import { selectPosts } from "../posts/queries.ts";
import { userSummaryColumns } from "../users/presenter.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import { searchCreators } from "./creators.ts";
import { containsPattern } from "./like-pattern.ts";

/** One search over creatives, jobs and posts for the /search page. */
export async function searchRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;

  app.get(
    "/api/search",
    { config: { access: "member" as const }, schema: { querystring: searchQuerySchema } },
    async (request) => {
      const viewer = currentUser(request);
      const pattern = containsPattern(request.query.q);
      const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
      const [foundUsers, foundJobs, foundPosts] = await Promise.all([
        db
          .select(userSummaryColumns(users))
          .from(users)
          .where(
            or(
              ilike(fullName, pattern),
              ilike(users.profession, pattern),
              ilike(users.location, pattern),
              ilike(users.bio, pattern),
            ),
          )
          .orderBy(users.firstName, users.lastName)
          .limit(SEARCH_GROUP_LIMIT),
        selectJobs(db, {
          where: or(
            ilike(jobs.title, pattern),
            ilike(jobs.description, pattern),
            ilike(jobs.profession, pattern),
            ilike(jobs.location, pattern),
          ),
          limit: SEARCH_GROUP_LIMIT,
        }),
        selectPosts(db, {
          viewerId: viewer.id,
          where: and(
            authorVisibleTo(viewer.id),
            or(
              ilike(posts.content, pattern),
              sql`exists (select 1 from unnest(${posts.hashtags}) as tag where tag ilike ${pattern})`,
            ),
          ),
          limit: SEARCH_GROUP_LIMIT,
        }),
      ]);
      return { users: foundUsers, jobs: foundJobs, posts: foundPosts };
    },
  );

  app.get(
    "/api/search/users",
    { config: { access: "member" as const }, schema: { querystring: creatorSearchQuerySchema } },
    async (request) => searchCreators(db, request.query),
  );
}
