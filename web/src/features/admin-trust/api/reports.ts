import {
  type ReportTargetType,
  type ResolveReportsInput,
  reportedTargetSchema,
  resolvedReportsSchema,
} from "@contract/reports.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "@web/features/admin/api/keys.ts";
import { holdsPosts } from "@web/features/posts/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";
import { adminTrustKeys } from "./keys.ts";
import { refreshAfterReview } from "./refresh.ts";

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
      refreshAfterReview(queryClient, adminTrustKeys.reports());
      if (input.action !== "dismiss") {
        // What was removed, or whose owner is now suspended, may be on screen elsewhere.
        void queryClient.invalidateQueries({ queryKey: adminKeys.posts() });
        void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
        void queryClient.invalidateQueries({ predicate: (query) => holdsPosts(query.queryKey) });
      }
      callbacks.onSuccess?.(input);
    },
    onError: callbacks.onError,
  });
}
