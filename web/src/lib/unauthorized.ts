import { LOGIN_REDIRECT_DELAY_MS, TOAST_DURATION_MS } from "@contract/constants.ts";
import { whenToastDrawn } from "@web/components/ui/toaster-chunk.ts";
import type { toast as showToast } from "@web/hooks/use-toast.ts";
import { ApiError } from "./api-client.ts";

export const UNAUTHORIZED_TITLE = "Unauthorized";
export const UNAUTHORIZED_DESCRIPTION = "You are logged out. Logging in again...";
export const UNAUTHORIZED_POST_MESSAGE = `${UNAUTHORIZED_TITLE}: ${UNAUTHORIZED_DESCRIPTION}`;

/**
 * A 401 whose body says "Unauthorized" means the session is gone. Other 401s (a wrong password
 * at sign-in) are ordinary failures.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && error.bodyText.includes("Unauthorized")
  );
}

/** "postCreation" shows the single-line notice the composer uses; "action" everything else. */
export type UnauthorizedVariant = "action" | "postCreation";

/**
 * Tells the member their session ended, then sends the browser to sign in again. The wait before
 * leaving starts once the notice is drawn: the toast area comes after the first screen, and on a
 * busy phone the notice itself may be drawn well after it was asked for, so it is still read, not
 * skipped by the redirect. Should it never be drawn (another toast took its place), the member
 * leaves once a toast would have gone.
 */
export function handleUnauthorized(
  toast: typeof showToast,
  variant: UnauthorizedVariant = "action",
): void {
  const { id } =
    variant === "postCreation"
      ? toast({ title: UNAUTHORIZED_POST_MESSAGE, variant: "destructive" })
      : toast({
          title: UNAUTHORIZED_TITLE,
          description: UNAUTHORIZED_DESCRIPTION,
          variant: "destructive",
        });
  const leave = () =>
    window.setTimeout(() => {
      window.location.href = "/api/login";
    }, LOGIN_REDIRECT_DELAY_MS);
  const toastGone = new Promise<void>((resolve) => window.setTimeout(resolve, TOAST_DURATION_MS));
  // Without the toast area (its chunk failed to load) the member is still sent to sign in.
  Promise.race([whenToastDrawn(id), toastGone]).then(leave, leave);
}
