import { toast } from "@web/hooks/use-toast.ts";
import { ApiError } from "./api-client.ts";
import {
  handleUnauthorized,
  isUnauthorizedError,
  type UnauthorizedVariant,
} from "./unauthorized.ts";

export type ErrorToastOptions = {
  /** The toast's title; "Error" unless given. */
  title?: string;
  /**
   * When the server's own message replaces the fallback: "any" failure (the default),
   * "badRequest" (only a 400 the member can act on) or "never" (always the fallback).
   */
  serverReason?: "any" | "badRequest" | "never";
  /** Which signed-out notice a 401 shows. */
  unauthorized?: UnauthorizedVariant;
};

/** The words a failure shows: the server's message when the options allow it, else `fallback`. */
export function errorDescription(
  error: unknown,
  fallback: string,
  serverReason: ErrorToastOptions["serverReason"] = "any",
): string {
  if (!(error instanceof ApiError) || serverReason === "never") return fallback;
  if (serverReason === "badRequest" && error.status !== 400) return fallback;
  return error.serverMessage ?? fallback;
}

/**
 * The one way a failed call is told to the member: a 401 shows the signed-out notice and sends
 * them to sign in; anything else a red toast.
 */
export function showErrorToast(
  error: unknown,
  fallback: string,
  options: ErrorToastOptions = {},
): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized(toast, options.unauthorized);
    return;
  }
  toast({
    title: options.title ?? "Error",
    description: errorDescription(error, fallback, options.serverReason),
    variant: "destructive",
  });
}
