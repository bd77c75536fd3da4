import { useRelockOnRefusal } from "@web/features/admin/api/access.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { hasStatus, serverMessage } from "@web/lib/api-client.ts";

/**
 * How an admin panel call that failed is told: the panel's own title and sentence, or the
 * server's reason for input it refused (a 400) or a limit (429). A 401 means the unlock ran
 * out, and the page goes back to the password gate.
 */
export function useAdminFailure() {
  const relock = useRelockOnRefusal();
  return (title: string, description: string) => (error: unknown) => {
    relock(error);
    const reason = hasStatus(error, 400, 429) ? serverMessage(error) : undefined;
    toast({ title, description: reason ?? description, variant: "destructive" });
  };
}
