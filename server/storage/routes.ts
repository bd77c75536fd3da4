import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** GET /objects/… from the local object store under DATA_DIR/objects. */
export async function registerObjectRoutes(app: FastifyInstance, dataDir: string) {
  await app.register(fastifyStatic, {
    root: objectsRoot(dataDir),
    prefix: "/objects/",
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header("X-Content-Type-Options", "nosniff");
      // Object paths are content-addressed or random, so a path never gets new bytes.
      res.header("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
}

export function objectsRoot(dataDir: string): string {
  return path.join(dataDir, "objects");
}
