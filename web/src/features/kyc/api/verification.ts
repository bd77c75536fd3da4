import { type KycStatus, kycStatusSchema, type kycSubmissionSchema } from "@contract/kyc.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshAuthUser } from "@web/features/auth/api/auth-user.ts";
import { userKeys } from "@web/features/users/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import type { z } from "zod/mini";

export const kycKeys = {
  status: () => ["kyc", "status"] as const,
};

/** The member's verification: their status and latest submission (with any rejection reason). */
export function useVerificationStatus(enabled = true) {
  return useQuery({
    queryKey: kycKeys.status(),
    queryFn: () => apiRequest("GET", "/api/kyc/status", undefined, kycStatusSchema),
    enabled,
  });
}

type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: Error) => void };

/** The status, the signed-in member and their profile all follow a verification change. */
function useRefreshVerification() {
  const queryClient = useQueryClient();
  return (status: KycStatus) => {
    queryClient.setQueryData(kycKeys.status(), status);
    void refreshAuthUser();
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
}

/** Sends the identity details for review. */
export function useSubmitVerification(callbacks: Callbacks<KycStatus>) {
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: (body: z.output<typeof kycSubmissionSchema>) =>
      apiRequest("POST", "/api/kyc/submit", body, kycStatusSchema),
    onSuccess: (status) => {
      refresh(status);
      callbacks.onSuccess?.(status);
    },
    onError: callbacks.onError,
  });
}

/** The demo's automatic approval of the member's own pending submission. */
export function useApproveOwnVerification(callbacks: Callbacks<KycStatus>) {
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/kyc/approve", undefined, kycStatusSchema),
    onSuccess: (status) => {
      refresh(status);
      callbacks.onSuccess?.(status);
    },
    onError: callbacks.onError,
  });
}
