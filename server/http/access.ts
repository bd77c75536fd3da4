import { CONFIRM_EMAIL_FIRST_MESSAGE } from "@contract/auth.ts";
import { BUSINESS_ONLY_POSTING_MESSAGE } from "@contract/jobs.ts";
import type { FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { SessionUser } from "../auth/sessions.ts";
import { ForbiddenError, UnauthorizedError } from "./errors.ts";

/**
 * Who may call a route, declared on every route and decided here only:
 * - public: anyone, signed in or not;
 * - member: any signed-in member;
 * - owner: a signed-in member, who must also pass the domain's policy for the resource the
 *   route names (the route's command or query calls `authorize` with it);
 * - business: a signed-in business account;
 * - admin: a signed-in member whose own session has unlocked the admin panel and not expired.
 */
export const ACCESS_LEVELS = ["public", "member", "owner", "business", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route reaches other people (posting, commenting, messaging, following): a member
     * whose email is not confirmed yet is refused, so an address nobody owns cannot spam.
     */
    reachesOthers?: boolean;
  }
}

/** The paths our own routes live under; the web app's files and pages are served apart. */
const DECLARED_PREFIXES = ["/api/", "/ws", "/objects/"];
/** Folders of files served as they are, to anyone (the demo's seed images). */
const PUBLIC_FILE_PREFIXES = ["/objects/seed/"];

/** Business routes are the hiring side, so the refusal says what members read on the jobs board. */
export const BUSINESS_ONLY_MESSAGE = BUSINESS_ONLY_POSTING_MESSAGE;
// Not worded "Unauthorized": the web app reads that word as a session that has ended.
export const ADMIN_LOCKED_MESSAGE = "Please unlock the admin panel first.";

/** What the access decision reads about the caller. */
export type Caller = { user: SessionUser | null; adminUnlockedUntil: Date | null };

/** Throws the refusal for a caller who may not use a route declared with `access`. */
export function decideAccess(access: Access, caller: Caller, now: Date = new Date()): void {
  if (access === "public") return;
  const { user } = caller;
  if (!user) throw new UnauthorizedError();
  if (access === "business" && user.accountType !== "business") {
    throw new ForbiddenError(BUSINESS_ONLY_MESSAGE);
  }
  if (access === "admin" && !isAdminUnlocked(caller, now)) {
    throw new UnauthorizedError(ADMIN_LOCKED_MESSAGE);
  }
}

/** Whether the caller's own session has unlocked the admin panel, and the unlock still holds. */
export function isAdminUnlocked(
  caller: Pick<Caller, "adminUnlockedUntil">,
  now: Date = new Date(),
): boolean {
  return caller.adminUnlockedUntil !== null && caller.adminUnlockedUntil > now;
}

/** A route as the access plugin saw it registered. */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: Access | undefined;
  hasResponseSchema: boolean;
  /** The route's own schemas (zod for params, querystring, body and each response status). */
  schema: FastifySchema;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Every route under our prefixes, with what it declared; tests read it. */
    declaredRoutes: DeclaredRoute[];
  }
}

/**
 * Refuses at start-up any route under our prefixes that does not say who may call it, and
 * checks each request against its route's declaration before the body is validated, so a
 * stranger learns nothing about what a route would accept.
 */
export const accessControl = fp<{ now?: () => number }>(async (app, { now = Date.now }) => {
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate("declaredRoutes", declaredRoutes);

  app.addHook("onRoute", (route: RouteOptions) => {
    if (!DECLARED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    if (PUBLIC_FILE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`${String(route.method)} ${route.url} does not declare its access.`);
    }
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      declaredRoutes.push({
        method,
        url: route.url,
        access,
        hasResponseSchema: Boolean(route.schema?.response),
        schema: route.schema ?? {},
      });
    }
  });

  app.addHook("preValidation", async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access) decideAccess(access, request, new Date(now()));
    if (request.routeOptions.config.reachesOthers && request.user?.emailConfirmed === false) {
      throw new ForbiddenError(CONFIRM_EMAIL_FIRST_MESSAGE);
    }
  });
});
