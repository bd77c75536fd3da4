import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { AppContext } from "../context.ts";
import { TooManyRequestsError } from "./errors.ts";
import type { RateLimitSetting } from "./rate-limit-settings.ts";
import { memoryRateLimitStore } from "./rate-limit-store.ts";
import {
  RATE_LIMIT_NAMES,
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitSubject,
  rateLimitMessage,
} from "./rate-limits.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The limits of rate-limits.ts this route counts against, besides the general ceiling. */
    limits?: readonly RateLimitName[];
  }
}

/** The general ceiling over every /api request: one count per member, one per anonymous address. */
const CEILING = { member: "member-requests", anonymous: "address-requests" } as const;
const CEILING_NAMES: RateLimitName[] = Object.values(CEILING);

type Limiter = {
  /** Counts the request, and refuses it once the limit is passed. */
  take(request: FastifyRequest): Promise<void>;
  /** Refuses the request when the limit is used up, without counting it. */
  check(request: FastifyRequest): Promise<void>;
  /** Counts the request without refusing it: a failure, once its answer is decided. */
  count(request: FastifyRequest): Promise<void>;
};

/**
 * Applies the limits of rate-limits.ts: the ceiling to every /api request, and to each route the
 * limits it names in `config.limits`. Counts are shared through Redis when REDIS_URL is set, so
 * instances behind one load balancer enforce one limit; otherwise they live in this process,
 * on the app's clock. A refusal is a TooManyRequestsError: 429, Retry-After and a message.
 */
export const rateLimiting = fp<{ context: AppContext }>(async (app, { context }) => {
  const { config, now } = context;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    // In Redis a key reads atelier:rate-limit:undefinedundefined-<limit>:<subject>: the plugin
    // puts a route's method and URL there, which a limiter from createRateLimit does not have.
    ...(redis ? { redis, nameSpace: "atelier:rate-limit:" } : { store: memoryRateLimitStore(now) }),
  });
  if (redis) {
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  }

  const limiters = Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [name, createLimiter(app, name, config.rateLimits[name])]),
  ) as Record<RateLimitName, Limiter>;

  // Registered after the session plugin, whose onRequest hook has found the member by now.
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    await limiters[request.user ? CEILING.member : CEILING.anonymous].take(request);
  });

  // preHandler: the body is parsed, so a limit can count the email being tried.
  app.addHook("preHandler", async (request) => {
    for (const name of request.routeOptions.config.limits ?? []) {
      if (RATE_LIMITS[name].counts === "failures") await limiters[name].check(request);
      else await limiters[name].take(request);
    }
  });

  // onSend comes before the answer is written, so the next attempt already sees this failure.
  // Attempts in flight together are all checked before any of them has failed: the address
  // limit, counted up front, bounds how many one client can have in flight.
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode !== 401) return;
    for (const name of request.routeOptions.config.limits ?? []) {
      if (RATE_LIMITS[name].counts === "failures") await limiters[name].count(request);
    }
  });
});

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  return redis;
}

function createLimiter(
  app: FastifyInstance,
  name: RateLimitName,
  { max, windowMs }: RateLimitSetting,
): Limiter {
  const { per } = RATE_LIMITS[name];
  const apply = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${subjectOf(per, request)}`,
    // The ceiling guards capacity, not passwords: while Redis is unreachable it lets requests
    // through instead of refusing every one. The other limits refuse (a 500) rather than open.
    skipOnError: CEILING_NAMES.includes(name),
  });
  const refuse = (retryAfterSeconds: number) => {
    throw new TooManyRequestsError(rateLimitMessage(name, retryAfterSeconds), retryAfterSeconds);
  };
  // A second sign-in step without a live pending sign-in has no account to count against; it
  // is refused before any code is tried.
  const counted = (request: FastifyRequest) => subjectOf(per, request) !== null;
  return {
    async take(request) {
      if (!counted(request)) return;
      const limit = await apply(request);
      if (!limit.isAllowed && limit.isExceeded) refuse(limit.ttlInSeconds);
    },
    async check(request) {
      if (!counted(request)) return;
      const limit = await apply(request, { increment: false });
      if (!limit.isAllowed && limit.remaining === 0) refuse(limit.ttlInSeconds);
    },
    async count(request) {
      if (counted(request)) await apply(request);
    },
  };
}

/**
 * Whose count a request moves: its member, its client address, the email it tries, or the
 * account of its pending sign-in (null when it has none).
 */
function subjectOf(per: RateLimitSubject, request: FastifyRequest): string | null {
  // One IPv6 client usually holds a whole /64: normalizeIP counts the /64 as one address.
  if (per === "address") return normalizeIP(request.ip);
  if (per === "pending-sign-in") return request.signInChallenge?.userId ?? null;
  if (per === "member" && request.user) return request.user.id;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (per === "account" && typeof email === "string") return email;
  throw new Error(`${request.routeOptions.url} counts a limit per ${per} it does not have.`);
}
