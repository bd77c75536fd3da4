import { auditLogSchema, siteStatusSchema } from "@contract/admin.ts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { fetchCursorPage, pageUrl } from "@web/lib/cursor-pages.ts";
import { adminKeys } from "./keys.ts";

/** The admin actions newest first; more load on request. */
export function useAuditLog() {
  const query = useInfiniteQuery({
    queryKey: adminKeys.auditLog(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      fetchCursorPage(pageUrl("/api/admin/audit-log", pageParam), auditLogSchema),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** The current figures: members, posts, what waits for an admin, live connections. */
export function useSiteStatus() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: () => apiRequest("GET", "/api/admin/stats", undefined, siteStatusSchema),
  });
}
