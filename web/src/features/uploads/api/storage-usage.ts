import { storageUsageSchema } from "@contract/uploads.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";

/** How much of their storage the member's uploads take. */
export function useStorageUsage() {
  return useQuery({
    queryKey: ["uploads", "usage"],
    queryFn: () => apiRequest("GET", "/api/objects/usage", undefined, storageUsageSchema),
  });
}
