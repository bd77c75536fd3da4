import { jobSchema } from "@contract/jobs.ts";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { JOB_NOT_FOUND_MESSAGE, jobById, selectJobs } from "./queries.ts";

const jobParams = z.object({ id: z.uuid(JOB_NOT_FOUND_MESSAGE) });
const jobListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The newest jobs with their posters (the feed's Recent Opportunities), and one job's page. */
export async function jobRoutes(app: AppInstance, { context }: { context: AppContext }) {
  app.get(
    "/api/jobs",
    {
      config: { access: "member" },
      schema: { querystring: jobListQuery, response: { 200: z.array(jobSchema) } },
    },
    async (request) => selectJobs(context.db, { limit: request.query.limit }),
  );

  app.get(
    "/api/jobs/:id",
    {
      config: { access: "member" },
      schema: { params: jobParams, response: { 200: jobSchema } },
    },
    async (request) => jobById(context.db, request.params.id),
  );
}
