import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/**
 * A refusal the member is meant to read: its HTTP status and a human message. Routes, commands
 * and policies throw these; the one error handler below turns them into `{ message }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request is well-formed but asks for something that cannot be (400). */
export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** No signed-in member, or not the kind of session the route needs (401). */
export class UnauthorizedError extends HttpError {
  constructor(message = "Unauthorized") {
    super(401, message);
  }
}

/** The plan does not allow it until it is paid for (402). */
export class PaymentRequiredError extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

/** Signed in, but not allowed to do this to this thing (403). */
export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

/** Nothing there, or nothing the caller may know is there (404). */
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

/** The request clashes with what already exists (409). */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** It existed once and is used up or expired (410). */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export const BUSY_MESSAGE = "Atelier is busy right now. Please try again in a moment.";

type FieldErrors = Record<string, string>;

/**
 * Every failure leaves as JSON `{ message }`: validation as 400 with the field messages,
 * named refusals with their own status, other client mistakes with Fastify's 4xx, and only
 * real faults as a logged 500 that says nothing of the inside.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".") || "_";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      const message = Object.values(errors)[0] ?? "Invalid request";
      return reply.code(400).send({ message, errors });
    }
    if (isDatabaseOverloaded(error)) {
      const busy = new ServiceUnavailableError(BUSY_MESSAGE, 2);
      return reply.code(busy.statusCode).headers(busy.headers).send({ message: busy.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Something went wrong. Please try again." });
  });
}

function clientMessage(error: FastifyError): string {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return "The request body is not valid JSON.";
  }
  return error.message;
}

/** What the pg driver says when no connection could be had in time: a free one, or a new one. */
const CONNECTION_TIMEOUTS = [
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
];

/**
 * A query the database cancelled at its statement timeout, or a request that waited too long
 * for a free connection or to open a new one: the server is overloaded, not broken, so the
 * client is told to come back shortly instead of waiting while the queue grows.
 */
export function isDatabaseOverloaded(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === "57014") return true;
    const { message } = cause;
    if (CONNECTION_TIMEOUTS.some((timeout) => message.startsWith(timeout))) return true;
  }
  return false;
}
