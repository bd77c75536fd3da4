import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

type FieldErrors = Record<string, string>;

/**
 * Every failure leaves as JSON `{ message }`: validation as 400 with the field messages,
 * client mistakes with their own 4xx, and only real faults as a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".") || "_";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      const message = Object.values(errors)[0] ?? "Invalid request";
      return reply.code(400).send({ message, errors });
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
