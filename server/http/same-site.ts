import type { FastifyInstance, FastifyRequest } from "fastify";
import { ForbiddenError } from "./errors.ts";

export const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

/** Methods that never change anything (GET /api/logout, the spec's one exception, only signs out). */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A page on another site (even another port of this host, which SameSite=Lax counts as the
 * same site) may make a signed-in member's browser send a change with their cookie. Browsers
 * say where a request comes from: `Origin` on every change they send, and `Sec-Fetch-Site`.
 * Changes whose origin is not this server's own (or one of ALLOWED_ORIGINS) are refused; a
 * request naming neither header comes from a program, not a page, and carries no stolen intent.
 */
export function refuseCrossSiteChanges(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook("onRequest", async (request) => {
    // A WebSocket handshake is a GET, but the socket it opens acts with the member's cookie:
    // another site's page must not open one (browsers always send Origin on it).
    if (READS.has(request.method) && !isWebSocketHandshake(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin === ownOrigin(request) || allowed.has(origin)) return;
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    }
    const site = request.headers["sec-fetch-site"];
    if (site === undefined || site === "same-origin" || site === "none") return;
    throw new ForbiddenError(CROSS_SITE_MESSAGE);
  });
}

export function isWebSocketHandshake(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === "websocket";
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
