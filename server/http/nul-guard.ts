import type { FastifyInstance } from "fastify";
import { BadRequestError } from "./errors.ts";

export const NUL_MESSAGE = "Text may not contain NUL characters.";
export const TOO_DEEP_MESSAGE = "The request is nested too deeply.";

/** No request the app understands nests deeper than a few levels; this leaves room. */
export const MAX_NESTING = 32;

/**
 * PostgreSQL cannot store U+0000 in text, so a body or query holding one would fail deep in
 * a query. It is refused up front as a 400 instead, before validation. The walk is a loop, not
 * recursion, and stops at MAX_NESTING: a body nested ten thousand deep is a clear 400, not a
 * stack overflow.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const problem = findProblem(part);
      if (problem) throw new BadRequestError(problem);
    }
  });
}

function findProblem(root: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return NUL_MESSAGE;
      continue;
    }
    if (!value || typeof value !== "object" || value instanceof Uint8Array) continue;
    if (depth >= MAX_NESTING) return TOO_DEEP_MESSAGE;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes("\u0000")) return NUL_MESSAGE;
      pending.push({ value: inner, depth: depth + 1 });
    }
  }
  return null;
}
