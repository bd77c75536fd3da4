import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context.ts";
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  type SessionStore,
  type SessionUser,
} from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, from the session cookie only. */
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/**
 * Resolves the session cookie on every API and live-connection request. Object downloads are
 * left out: most are public images, and the rare private one asks for its reader itself.
 */
export const sessionPlugin = fp<{ context: AppContext }>(async (app, { context }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && !request.url.startsWith("/ws")) return;
    const user = await sessionUser(request, context.sessions);
    if (user) {
      request.user = user;
      request.sessionToken = request.cookies[SESSION_COOKIE] ?? null;
    }
  });
});

/** The member behind the request's session cookie, or null. */
export async function sessionUser(
  request: FastifyRequest,
  sessions: SessionStore,
): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? sessions.resolve(token) : null;
}

/** preHandler for routes that need a signed-in member. The body names 'Unauthorized' (SPEC §8). */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) {
    return reply.code(401).send({ message: "Unauthorized" });
  }
}

/** The signed-in member inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("currentUser() used on a route without requireUser");
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}
