import { healthSchema } from "@contract/common.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { databaseAnswers } from "./database-answers.ts";

/** For load balancers: 200 while the database answers, 503 when it does not. */
export async function healthRoutes(app: AppInstance, { context }: { context: AppContext }) {
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: { response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) =>
      (await databaseAnswers(context.db))
        ? { status: "ok" as const }
        : reply.code(503).send({ status: "unavailable" }),
  );
}
