import { jobSchema } from "@contract/jobs.ts";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { selectJobs } from "./queries.ts";

const jobListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The newest jobs with their posters, as the feed's Recent Opportunities shows them. */
export async function jobRoutes(app: AppInstance, { context }: { context: AppContext }) {
  app.get(
    "/api/jobs",
    {
      config: { access: "member" },
      schema: { querystring: jobListQuery, response: { 200: z.array(jobSchema) } },
    },
    async (request) => selectJobs(context.db, { limit: request.query.limit }),
  );
}
