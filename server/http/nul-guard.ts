import type { FastifyInstance } from "fastify";
import { BadRequestError } from "./errors.ts";

export const NUL_MESSAGE = "Text may not contain NUL characters.";

/**
 * PostgreSQL cannot store U+0000 in text, so a body or query holding one would fail deep in
 * a query. It is refused up front as a 400 instead, before validation.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new BadRequestError(NUL_MESSAGE);
    }
  });
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value instanceof Uint8Array) return false;
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, inner]) => key.includes("\u0000") || containsNul(inner),
    );
  }
  return false;
}
