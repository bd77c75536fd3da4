import { type SiteSettings, siteSettingsSchema } from "@contract/admin.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { adminKeys, siteKeys } from "./keys.ts";

/** How often an open page looks again, so a closed site or a new message reaches it. */
const SITE_REFRESH_MS = 60_000;

/** The site's switches and message, for the maintenance page and the site message banner. */
export function useSiteSettings() {
  return useQuery({
    queryKey: siteKeys.settings(),
    queryFn: () => apiRequest("GET", "/api/site", undefined, siteSettingsSchema),
    refetchInterval: SITE_REFRESH_MS,
  });
}

/** The switches as the admin panel edits them. */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: () => apiRequest("GET", "/api/admin/settings", undefined, siteSettingsSchema),
  });
}

export function useSaveSiteSettings(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      apiRequest("POST", "/api/admin/settings", settings, siteSettingsSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      queryClient.setQueryData(siteKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
      options.onSuccess();
    },
    onError: options.onError,
  });
}
