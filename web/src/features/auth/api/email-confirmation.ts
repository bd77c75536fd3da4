import type { ConfirmEmailInput } from "@contract/auth.ts";
import { messageResponseSchema } from "@contract/common.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { refreshAuthUser } from "./auth-user.ts";

/** Confirms the address with the token from the emailed link; the member reloads as confirmed. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (input: ConfirmEmailInput) =>
      apiRequest("POST", "/api/auth/verify-email", input, messageResponseSchema),
    onSuccess: refreshAuthUser,
  });
}

/** Mails the signed-in member a new confirmation link. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () =>
      apiRequest("POST", "/api/auth/verify-email/resend", undefined, messageResponseSchema),
  });
}
