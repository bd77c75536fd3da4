import {
  type ReportTargetType,
  type ResolveReportsInput,
  reportedTargetSchema,
  resolvedReportsSchema,
} from "@contract/reports.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod";
import { adminTrustKeys } from "./keys.ts";

/** Reported things with open reports, the most reported first. */
export function useOpenReports() {
  return useQuery({
    queryKey: adminTrustKeys.reports(),
    queryFn: () =>
      apiRequest("GET", "/api/admin/reports", undefined, z.array(reportedTargetSchema)),
  });
}

type Callbacks = {
  onSuccess?: (input: ResolveReportsInput) => void;
  onError?: (error: Error) => void;
};

/** Dismisses a thing's reports, removes it, or suspends its owner; the queue follows. */
export function useResolveReports(
  target: { targetType: ReportTargetType; targetId: string },
  callbacks: Callbacks,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveReportsInput) =>
      apiRequest(
        "POST",
        `/api/admin/reports/${target.targetType}/${target.targetId}/resolve`,
        input,
        resolvedReportsSchema,
      ),
    onSuccess: (_resolved, input) => {
      void queryClient.invalidateQueries({ queryKey: adminTrustKeys.reports() });
      callbacks.onSuccess?.(input);
    },
    onError: callbacks.onError,
  });
}
