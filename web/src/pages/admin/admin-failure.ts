import { toast } from "@web/hooks/use-toast.ts";
import { hasStatus, serverMessage } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";

/**
 * A failed admin action. A lapsed admin unlock is said as it is, without the signed-out redirect
 * a plain 401 gets: the member is still signed in and only has to unlock the panel again.
 */
export function showAdminFailure(error: unknown, title: string, fallback: string) {
  const message = serverMessage(error);
  if (hasStatus(error, 401) && message && message !== "Unauthorized") {
    toast({ title, description: message, variant: "destructive" });
    return;
  }
  showErrorToast(error, fallback, { title, serverReason: "badRequest" });
}
