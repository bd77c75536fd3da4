import { ApiError } from "./api-client.ts";

/**
 * The per-field messages of a 400 answer (`{ message, errors: { field: message } }`). Empty when
 * there are none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.body;
  if (!body || typeof body !== "object" || !("errors" in body)) return {};
  const { errors } = body as { errors: unknown };
  if (!errors || typeof errors !== "object") return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
