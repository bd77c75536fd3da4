import { type CreateReportInput, type Report, reportSchema } from "@contract/reports.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";

type Callbacks = { onSuccess?: (report: Report) => void; onError?: (error: Error) => void };

/** Reports a post, comment, message or member to the admins. */
export function useFileReport(callbacks: Callbacks) {
  return useMutation({
    mutationFn: (body: CreateReportInput) => apiRequest("POST", "/api/reports", body, reportSchema),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
