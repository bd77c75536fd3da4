import {
  type ApplicationStatus,
  type BusinessProfileInput,
  businessJobSchema,
  type JobInput,
  jobSchema,
  portalFiguresSchema,
  receivedApplicationSchema,
} from "@contract/jobs.ts";
import { userSchema } from "@contract/users.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setAuthUser } from "@web/features/auth/api/auth-user.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { z } from "zod/mini";
import { jobKeys } from "./jobs.ts";

export const businessKeys = {
  all: ["business"] as const,
  figures: () => ["business", "figures"] as const,
  jobs: () => ["business", "jobs"] as const,
  applications: () => ["business", "applications"] as const,
};

/** The portal's stat cards and analytics, counted by the server from the business's rows. */
export function usePortalFigures() {
  return useQuery({
    queryKey: businessKeys.figures(),
    queryFn: () => apiRequest("GET", "/api/business/figures", undefined, portalFiguresSchema),
  });
}

const businessJobListSchema = z.array(businessJobSchema);
const receivedListSchema = z.array(receivedApplicationSchema);

/** The business's own jobs, open and closed, with views and applications each, a page at a time. */
export function useBusinessJobs() {
  return useCursorPages(businessKeys.jobs(), "/api/business/jobs", businessJobListSchema);
}

/** The applications to the business's jobs, newest first, a page at a time. */
export function useReceivedApplications() {
  return useCursorPages(
    businessKeys.applications(),
    "/api/business/applications",
    receivedListSchema,
  );
}

/** After any change on the hiring side, the portal and the board read again. */
function useRefreshHiring() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    ]);
}

/** Posts a new job, or saves changes to one when `jobId` is given. */
export function useSaveJob(jobId: string | null) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (input: JobInput) =>
      jobId
        ? apiRequest("PUT", `/api/jobs/${jobId}`, input, jobSchema)
        : apiRequest("POST", "/api/jobs", input, jobSchema),
    onSuccess: async (job) => {
      toast({
        title: jobId ? "Job updated" : "Job posted",
        description: jobId ? `${job.title} has been saved.` : `${job.title} is now open.`,
        variant: "success",
      });
      await refresh();
    },
    onError: (error) =>
      showErrorToast(error, jobId ? "Failed to update the job." : "Failed to post the job."),
  });
}

/** Closes a job to new applications, or reopens it. */
export function useSetJobOpen() {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: ({ jobId, open }: { jobId: string; open: boolean }) =>
      apiRequest("POST", `/api/jobs/${jobId}/${open ? "reopen" : "close"}`, undefined, jobSchema),
    onSuccess: async (job) => {
      toast({ title: job.status === "open" ? "Job reopened" : "Job closed" });
      await refresh();
    },
    onError: (error) => showErrorToast(error, "Failed to change the job."),
  });
}

/** Shortlists, accepts or rejects an application; the applicant is told by the server. */
export function useDecideApplication() {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: ({
      applicationId,
      status,
    }: {
      applicationId: string;
      status: Exclude<ApplicationStatus, "pending">;
    }) =>
      apiRequest(
        "PATCH",
        `/api/applications/${applicationId}`,
        { status },
        receivedApplicationSchema,
      ),
    onSuccess: async (application) => {
      toast({ title: "Application updated", description: `Marked ${application.status}.` });
      await refresh();
    },
    onError: (error) => showErrorToast(error, "Failed to update the application."),
  });
}

/** The company name, logo and about text shown on the business's jobs and profile. */
export function useUpdateBusinessProfile() {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (input: BusinessProfileInput) =>
      apiRequest("PUT", "/api/business/profile", input, userSchema),
    onSuccess: async (user) => {
      setAuthUser(user);
      toast({ title: "Company profile saved", variant: "success" });
      await refresh();
    },
    onError: (error) => showErrorToast(error, "Failed to save the company profile."),
  });
}
