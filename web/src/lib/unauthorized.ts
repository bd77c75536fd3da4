import { LOGIN_REDIRECT_DELAY_MS } from "@contract/constants.ts";
import type { toast as showToast } from "@web/hooks/use-toast.ts";

export const UNAUTHORIZED_TITLE = "Unauthorized";
export const UNAUTHORIZED_DESCRIPTION = "You are logged out. Logging in again...";
export const UNAUTHORIZED_POST_MESSAGE = `${UNAUTHORIZED_TITLE}: ${UNAUTHORIZED_DESCRIPTION}`;

/** SPEC §8: an error whose text starts with "401: " and mentions Unauthorized means signed out. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith("401: ") && error.message.includes("Unauthorized");
}

/** "postCreation" shows the single-line notice the composer uses; "action" everything else. */
export type UnauthorizedVariant = "action" | "postCreation";

/** Tells the member their session ended, then sends the browser to sign in again. */
export function handleUnauthorized(
  toast: typeof showToast,
  variant: UnauthorizedVariant = "action",
): void {
  if (variant === "postCreation") {
    toast({ title: UNAUTHORIZED_POST_MESSAGE, variant: "destructive" });
  } else {
    toast({
      title: UNAUTHORIZED_TITLE,
      description: UNAUTHORIZED_DESCRIPTION,
      variant: "destructive",
    });
  }
  window.setTimeout(() => {
    window.location.href = "/api/login";
  }, LOGIN_REDIRECT_DELAY_MS);
}
