import type { ForgotPasswordInput, ResetPasswordInput } from "@contract/auth.ts";
import { messageResponseSchema } from "@contract/common.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";

/** Asks for a reset link; the answer's message is the same whether or not the email is known. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest("POST", "/api/auth/forgot-password", input, messageResponseSchema),
  });
}

/** Sets a new password with the token from the emailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest("POST", "/api/auth/reset-password", input, messageResponseSchema),
  });
}
