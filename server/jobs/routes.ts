import { z } from "zod";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { selectJobs } from "./queries.ts";

const jobListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The newest jobs (SPEC §7 GET /api/jobs); the jobs issue adds filters, paging and applying. */
export async function jobRoutes(app: AppInstance, { context }: { context: AppContext }) {
  app.get(
    "/api/jobs",
    { config: { access: "member" as const }, schema: { querystring: jobListQuery } },
    async (request) => selectJobs(context.db, { limit: request.query.limit }),
  );
}
