import { type ApplyInput, applicationSchema, jobSchema, savedStateSchema } from "@contract/jobs.ts";
import { PAGE_SIZE } from "@contract/pages.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { anyApplications } from "@web/features/saved/api/keys.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { z } from "zod/mini";
import { type JobBoardFilters, jobBoardUrl } from "../job-board.ts";

export const jobKeys = {
  all: ["jobs"] as const,
  board: (filters: JobBoardFilters) => ["jobs", "board", filters] as const,
  recent: (limit: number) => ["jobs", "recent", limit] as const,
  detail: (jobId: string) => ["jobs", "detail", jobId] as const,
  saved: () => ["jobs", "saved"] as const,
};

const jobListSchema = z.array(jobSchema);

export const APPLY_FAILED = "There was an error submitting your application.";
export const SAVE_FAILED = "There was an error saving this job.";

/**
 * The jobs board: open jobs matching the filters, a page at a time (Load More). The last results
 * stay (dimmed) while a new search runs, rather than skeletons.
 */
export function useJobBoard(filters: JobBoardFilters) {
  return useCursorPages(jobKeys.board(filters), jobBoardUrl(filters), jobListSchema, {
    keepPrevious: true,
    pageSize: PAGE_SIZE,
  });
}

/** The newest open jobs (the feed's Recent Opportunities). */
export function useJobs(limit: number) {
  return useQuery({
    queryKey: jobKeys.recent(limit),
    queryFn: () => apiRequest("GET", `/api/jobs?limit=${limit}`, undefined, jobListSchema),
  });
}

/** One job, for its own page; opening it counts the member's view for the day. */
export function useJob(jobId: string) {
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: () =>
      apiRequest("GET", `/api/jobs/${encodeURIComponent(jobId)}`, undefined, jobSchema),
  });
}

/** The jobs the member saved, kept on the server so every device shows them, a page at a time. */
export function useSavedJobs() {
  return useCursorPages(jobKeys.saved(), "/api/jobs/saved", jobListSchema);
}

/** Applies with an optional cover letter and portfolio items; the job then reads Applied. */
export function useApplyToJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) =>
      apiRequest("POST", `/api/jobs/${jobId}/apply`, input, applicationSchema),
    onSuccess: async (application) => {
      toast({
        title: "Application Submitted",
        description: `Your application for ${application.job.title} has been sent.`,
        variant: "success",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ predicate: anyApplications }),
      ]);
    },
    onError: (error) =>
      showErrorToast(error, APPLY_FAILED, { title: "Application Failed", serverReason: "any" }),
  });
}

/** Saves or unsaves a job on the server, with the Job Saved / Job Unsaved notices. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      apiRequest(save ? "POST" : "DELETE", `/api/jobs/${jobId}/save`, undefined, savedStateSchema),
    onSuccess: async ({ isSaved }) => {
      toast(
        isSaved
          ? { title: "Job Saved", description: "You'll find it under Saved on your profile." }
          : { title: "Job Unsaved", description: "It has been removed from your saved jobs." },
      );
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (error) => showErrorToast(error, SAVE_FAILED, { title: "Save Failed" }),
  });
}

/** Takes back an application nobody has answered yet. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiRequest("DELETE", `/api/applications/${applicationId}`),
    onSuccess: async () => {
      toast({ title: "Application withdrawn" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ predicate: anyApplications }),
      ]);
    },
    onError: (error) => showErrorToast(error, "Failed to withdraw the application."),
  });
}
