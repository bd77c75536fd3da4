import { jobSchema } from "@contract/jobs.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod";

export const jobKeys = {
  list: () => ["jobs"] as const,
};

/** The open jobs, newest first. */
export function useJobs() {
  return useQuery({
    queryKey: jobKeys.list(),
    queryFn: () => apiRequest("GET", "/api/jobs", undefined, z.array(jobSchema)),
  });
}
