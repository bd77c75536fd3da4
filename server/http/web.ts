import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { NotFoundError } from "./errors.ts";

/**
 * Serves the built web app; every page path that is not an API, object or asset path gets
 * index.html so the client router draws it (including its own 404 page). A missing asset
 * is a 404, never HTML that a browser would try to run as a script.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text file; the accepted one is sent.
      preCompressed: true,
      // Our own Cache-Control below, rather than the plugin's max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change; the rest may.
        const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "Cache-Control",
          fingerprinted ? "public, max-age=31536000, immutable" : "no-cache",
        );
        // A cache in between must not hand the compressed copy to a browser that did not ask.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !url.startsWith("/api/") &&
      url !== "/api" &&
      !url.startsWith("/objects/") &&
      !url.startsWith("/assets/");
    if (isPage && hasWeb) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    throw new NotFoundError("Not found");
  });
}
