import {
  creatorSchema,
  creatorSearchQuerySchema,
  searchQuerySchema,
  searchResultsSchema,
} from "@contract/search.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { createCreatorRankings } from "./creator-rankings.ts";
import { searchCreators } from "./creators.ts";
import { createSiteSearch } from "./site-search.ts";

export async function searchRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const search = { db, rankings: createCreatorRankings(db) };
  const searchSite = createSiteSearch(search);

  app.get(
    "/api/search",
    {
      config: { access: "member" },
      schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
    },
    async (request) => searchSite(currentUser(request).id, request.query.q),
  );

  app.get(
    "/api/search/users",
    {
      config: { access: "member" },
      schema: { querystring: creatorSearchQuerySchema, response: { 200: z.array(creatorSchema) } },
    },
    async (request) => searchCreators(search, currentUser(request).id, request.query),
  );
}
