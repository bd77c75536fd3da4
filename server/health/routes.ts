import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";

export async function healthRoutes(app: AppInstance, { context }: { context: AppContext }) {
  app.get("/api/health", { config: { access: "public" as const } }, async (_request, reply) => {
    try {
      await context.db.execute(sql`select 1`);
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });
}
