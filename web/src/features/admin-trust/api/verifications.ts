import { adminVerificationSchema } from "@contract/kyc.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";
import { adminTrustKeys } from "./keys.ts";
import { refreshAfterReview } from "./refresh.ts";

/** Submissions waiting for review, oldest first. */
export function usePendingVerifications() {
  return useQuery({
    queryKey: adminTrustKeys.verifications(),
    queryFn: () =>
      apiRequest("GET", "/api/admin/verifications", undefined, z.array(adminVerificationSchema)),
  });
}

export type VerificationDecision =
  | { id: string; decision: "approve" }
  | { id: string; decision: "reject"; reason: string };

type Callbacks = {
  onSuccess?: (decision: VerificationDecision) => void;
  onError?: (error: Error) => void;
};

/** Approves or rejects one submission; the queue, the audit log and the figures follow. */
export function useReviewVerification(callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: VerificationDecision) =>
      decision.decision === "approve"
        ? apiRequest("POST", `/api/admin/verifications/${decision.id}/approve`)
        : apiRequest("POST", `/api/admin/verifications/${decision.id}/reject`, {
            reason: decision.reason,
          }),
    onSuccess: (_data, decision) => {
      refreshAfterReview(queryClient, adminTrustKeys.verifications());
      callbacks.onSuccess?.(decision);
    },
    onError: callbacks.onError,
  });
}
