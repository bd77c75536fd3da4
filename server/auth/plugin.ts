import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context.ts";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, type SessionUser } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, from the session cookie only. */
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/** Resolves the session cookie on every API and object request. */
export const sessionPlugin = fp<{ context: AppContext }>(async (app, { context }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("onRequest", async (request) => {
    if (!needsSession(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await context.sessions.resolve(token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  });
});

function needsSession(url: string): boolean {
  return url.startsWith("/api/") || url.startsWith("/objects/") || url.startsWith("/ws");
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
