import { auditLogSchema, siteStatusSchema } from "@contract/admin.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { adminKeys } from "./keys.ts";

/** The admin actions newest first; more load on request. */
export function useAuditLog() {
  return useCursorPages(adminKeys.auditLog(), "/api/admin/audit-log", auditLogSchema);
}

/** The current figures: members, posts, what waits for an admin, live connections. */
export function useSiteStatus() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: () => apiRequest("GET", "/api/admin/stats", undefined, siteStatusSchema),
  });
}
