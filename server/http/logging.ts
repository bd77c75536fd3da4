import { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import type { Config } from "../config.ts";

/** A request slower than this is worth a line even when all is well. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Production writes JSON lines for a log collector; everywhere else a person reads the
 * terminal, so lines are short and readable. Fastify's own line per request is off: a request
 * is logged once it is answered, by `logAnsweredRequests`.
 */
export function loggerOptions(config: Pick<Config, "env" | "logLevel">): FastifyServerOptions {
  const level = config.logLevel;
  const logController = new LogController({ disableRequestLogging: true });
  if (config.env === "production") return { logger: { level }, logController };
  return {
    logger: {
      level,
      transport: {
        target: "pino-pretty",
        options: { translateTime: "HH:MM:ss", ignore: "pid,hostname,reqId", singleLine: true },
      },
    },
    logController,
  };
}

/**
 * One line per answered request, at the level it deserves: failures (5xx) as errors, slow
 * answers as warnings, the rest as info. With the default level (warn) only the first two show.
 */
export function logAnsweredRequests(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${status} ${ms} ms`;
    if (status >= 500) request.log.error(line);
    else if (ms >= SLOW_REQUEST_MS) request.log.warn(`${line} (slow)`);
    else request.log.info(line);
  });
}
