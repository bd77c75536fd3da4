import { userSummarySchema } from "@contract/users.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";
import { userKeys } from "./keys.ts";

/** Members the signed-in member might follow (also the calendar's invite suggestions). */
export function useSuggestedMembers() {
  return useQuery({
    queryKey: userKeys.suggestions(),
    queryFn: () => apiRequest("GET", "/api/users/suggested", undefined, z.array(userSummarySchema)),
  });
}
