import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context.ts";
import {
  type ResolvedSession,
  SESSION_ABSOLUTE_MS,
  type SessionUser,
  sessionCookieName,
} from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, from the session cookie only. */
    user: SessionUser | null;
    sessionToken: string | null;
    /** The session's public id: what its live sockets are tied to. */
    sessionId: string | null;
    /** Until when this session may use the admin panel; null when it is not unlocked. */
    adminUnlockedUntil: Date | null;
  }
}

/**
 * Resolves the session cookie on every API and live-connection request. Object downloads are
 * left out: most are public images, and the rare private one asks for its reader itself.
 */
export const sessionPlugin = fp<{ context: AppContext }>(async (app, { context }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("adminUnlockedUntil", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && !request.url.startsWith("/ws")) return;
    const session = await resolveSession(request, context);
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
      request.adminUnlockedUntil = session.adminUnlockedUntil;
      request.sessionToken = sessionToken(request, context.config.secureCookies);
    }
  });
});

/** The session behind the request's cookie, or null. */
export async function resolveSession(
  request: FastifyRequest,
  { sessions, config }: Pick<AppContext, "sessions" | "config">,
): Promise<ResolvedSession | null> {
  const token = sessionToken(request, config.secureCookies);
  return token ? sessions.resolve(token) : null;
}

function sessionToken(request: FastifyRequest, secure: boolean): string | null {
  return request.cookies[sessionCookieName(secure)] ?? null;
}

/** The signed-in member inside a route whose declared access needs one. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("currentUser() used on a route declared public");
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(sessionCookieName(secure), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}
