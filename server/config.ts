import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod/mini";
import { type TrustedProxies, trustProxyVariable } from "./http/client-address.ts";
import { type RateLimitSettings, rateLimitsVariable } from "./http/rate-limit-settings.ts";

const flag = z.pipe(
  z.enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""]),
  z.transform((value) => ["1", "true", "yes", "on"].includes(value)),
);

/**
 * A variable listing values separated by commas, each trimmed (and `normalise`d) and checked by
 * `item`; blank entries are skipped, and an unset variable is an empty list.
 */
function commaList<Item extends z.ZodMiniType<unknown, string>>(
  item: Item,
  normalise: (value: string) => string = (value) => value,
) {
  return z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((list) =>
          list
            .split(",")
            .map((value) => normalise(value.trim()))
            .filter(Boolean),
        ),
      ),
      z.array(item),
    ),
    [],
  );
}

const configSchema = z
  .object({
    NODE_ENV: z._default(z.enum(["development", "production", "test"]), "development"),
    PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 5000),
    HOST: z._default(z.string(), "0.0.0.0"),
    LOG_LEVEL: z._default(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
      "warn",
    ),
    DATA_DIR: z._default(z.string(), "./data"),
    DATABASE_URL: z.optional(z.url("DATABASE_URL must be a postgres:// URL")),
    DB_POOL_SIZE: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 10),
    DB_STATEMENT_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 5000),
    DB_POOL_WAIT_MS: z._default(z.coerce.number().check(z.int(), z.gte(10)), 2000),
    REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 120_000),
    HEADERS_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 10_000),
    KEEP_ALIVE_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 72_000),
    CONNECTION_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 60_000),
    SHUTDOWN_GRACE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 10_000),
    BODY_LIMIT_BYTES: z._default(z.coerce.number().check(z.int(), z.gte(1024)), 1_048_576),
    SESSION_CACHE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000)), 2000),
    LIVE_SESSION_CHECK_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 60_000),
    LIVE_HEARTBEAT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 30_000),
    REDIS_URL: z.optional(z.url("REDIS_URL must be a redis:// URL")),
    SESSION_SECRET: z.optional(
      z.string().check(z.minLength(32, "SESSION_SECRET must be at least 32 characters")),
    ),
    ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(1))),
    ADMIN_EMAILS: commaList(
      z.email("ADMIN_EMAILS lists email addresses, separated by commas"),
      (email) => email.toLowerCase(),
    ),
    DEMO_MODE: z.optional(flag),
    TRUST_PROXY: z._default(trustProxyVariable, 0),
    RATE_LIMITS: rateLimitsVariable,
    ALLOWED_ORIGINS: commaList(
      z.url("ALLOWED_ORIGINS lists origins such as https://atelier.example"),
    ),
    SEED_DEMO_DATA: z._default(flag, true),
    PUBLIC_URL: z.optional(
      z.url("PUBLIC_URL must be the site's address, such as https://atelier.example"),
    ),
    SMTP_URL: z.optional(z.url("SMTP_URL must be an smtp:// or smtps:// URL")),
    MAIL_FROM: z._default(z.string(), "Atelier <no-reply@atelier.localhost>"),
    S3_ENDPOINT: z.optional(z.url()),
    S3_BUCKET: z.optional(z.string()),
    S3_ACCESS_KEY: z.optional(z.string()),
    S3_SECRET_KEY: z.optional(z.string()),
    S3_REGION: z._default(z.string(), "auto"),
    UPLOAD_QUOTA_MB: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1024),
    STORAGE_SWEEP_MS: z._default(z.coerce.number().check(z.int(), z.gte(1000)), 3_600_000),
    AI_BASE_URL: z.optional(z.url()),
    AI_API_KEY: z.optional(z.string()),
    AI_MODEL: z._default(z.string(), "gpt-4o-mini"),
    AI_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 6000),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["SESSION_SECRET"],
          message: "SESSION_SECRET is required when NODE_ENV=production",
        });
      }
    }),
  );

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** warn by default: only failures and slow requests; info shows every request. */
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: connections per instance, the longest a statement may run, and the
   *  longest a request waits for a free connection before it is answered 503. */
  databasePool: { size: number; statementTimeoutMs: number; waitMs: number };
  /**
   * How long a client may take: to send a whole request (a 50 MB portfolio upload included),
   * to send its headers, to stay idle between keep-alive requests, and to leave its connection
   * idle in the middle of a request or answer (one that stops reading); the largest JSON body; and
   * how long a stopping server lets requests still in flight finish before it closes their
   * connections.
   */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    connectionTimeoutMs: number;
    bodyLimitBytes: number;
    shutdownGraceMs: number;
  };
  redisUrl: string | undefined;
  /**
   * How long an instance may answer from a session it resolved a moment ago; changes made
   * through the app reach every instance at once, one made by hand in the database within it.
   * 0 reads every request's session from the database.
   */
  sessionCacheMs: number;
  /** How often live sockets are checked against their sessions (expiry ends no socket itself). */
  liveSessionCheckMs: number;
  /** How often live sockets are pinged; one that missed the previous ping is dropped. */
  liveHeartbeatMs: number;
  sessionSecret: string | undefined;
  /**
   * The admin panel's shared password. In demo mode without ADMIN_PASSWORD one is generated for
   * this run (`generated`) and printed at start; outside demo mode without it the panel stays
   * locked. `emails`, when not empty, are the only members whose sessions it unlocks.
   */
  admin: { password: string | undefined; generated: boolean; emails: string[] };
  /** Demo behaviours (sign-in creates unknown accounts, KYC self-approval). */
  demoMode: boolean;
  trustProxy: TrustedProxies;
  rateLimits: RateLimitSettings;
  /** Sites besides this server's own whose pages may send changes (a separately hosted web app). */
  allowedOrigins: string[];
  seedDemoData: boolean;
  /** The site's address as members reach it: the links in emails start with it. */
  publicUrl: string;
  /** Outbound mail: through SMTP when a URL is set, else written as .eml files to the outbox. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  secureCookies: boolean;
  s3:
    | { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string }
    | undefined;
  /**
   * How many bytes one member's uploads may take (stored objects plus the links they hold), and
   * how often the sweep clears expired links and objects nothing shows.
   */
  storage: { quotaBytes: number; sweepIntervalMs: number };
  /** The model server, if any, and how long it may take before the local engine answers. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const s3Complete = env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePool: {
      size: env.DB_POOL_SIZE,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      waitMs: env.DB_POOL_WAIT_MS,
    },
    http: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    },
    redisUrl: env.REDIS_URL,
    sessionCacheMs: env.SESSION_CACHE_MS,
    liveSessionCheckMs: env.LIVE_SESSION_CHECK_MS,
    liveHeartbeatMs: env.LIVE_HEARTBEAT_MS,
    sessionSecret: env.SESSION_SECRET,
    admin: adminAccess(env.ADMIN_PASSWORD, env.ADMIN_EMAILS, env.DEMO_MODE ?? !production),
    demoMode: env.DEMO_MODE ?? !production,
    trustProxy: env.TRUST_PROXY,
    rateLimits: env.RATE_LIMITS,
    allowedOrigins: env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    seedDemoData: env.SEED_DEMO_DATA,
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(path.resolve(env.DATA_DIR), "outbox"),
    },
    secureCookies: production,
    s3: s3Complete
      ? {
          endpoint: env.S3_ENDPOINT!,
          bucket: env.S3_BUCKET!,
          accessKey: env.S3_ACCESS_KEY!,
          secretKey: env.S3_SECRET_KEY!,
          region: env.S3_REGION,
        }
      : undefined,
    storage: {
      quotaBytes: env.UPLOAD_QUOTA_MB * 1_048_576,
      sweepIntervalMs: env.STORAGE_SWEEP_MS,
    },
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
        }
      : undefined,
  };
}

function adminAccess(
  password: string | undefined,
  emails: string[],
  demoMode: boolean,
): Config["admin"] {
  if (password || !demoMode) return { password, generated: false, emails };
  return { password: randomBytes(12).toString("base64url"), generated: true, emails };
}
