import { authConfigSchema } from "@contract/auth.ts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { authKeys } from "./keys.ts";

const authConfigQuery = queryOptions({
  queryKey: authKeys.config(),
  queryFn: () => apiRequest("GET", "/api/auth/config", undefined, authConfigSchema),
});

/** How the sign-in page is set up (e.g. demo mode). */
export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

/**
 * Asks for it while the sign-in screen's scripts are still arriving, so the demo-mode notice is
 * there when the screen first draws rather than pushing the form down after.
 */
export function prefetchAuthConfig(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(authConfigQuery);
}
