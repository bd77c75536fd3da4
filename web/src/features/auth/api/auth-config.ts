import { authConfigSchema } from "@contract/auth.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { authKeys } from "./keys.ts";

/** How the sign-in page is set up (e.g. demo mode). */
export function useAuthConfig() {
  return useQuery({
    queryKey: authKeys.config(),
    queryFn: () => apiRequest("GET", "/api/auth/config", undefined, authConfigSchema),
  });
}
