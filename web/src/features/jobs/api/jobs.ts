import { jobSchema } from "@contract/jobs.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod";

export const jobKeys = {
  list: () => ["jobs"] as const,
  detail: (jobId: string) => ["jobs", "detail", jobId] as const,
};

/** The open jobs, newest first. */
export function useJobs() {
  return useQuery({
    queryKey: jobKeys.list(),
    queryFn: () => apiRequest("GET", "/api/jobs", undefined, z.array(jobSchema)),
  });
}

/** One job, for its own page. */
export function useJob(jobId: string) {
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: () =>
      apiRequest("GET", `/api/jobs/${encodeURIComponent(jobId)}`, undefined, jobSchema),
  });
}
