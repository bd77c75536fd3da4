import {
  backupCodesSchema,
  type DisableTwoFactorInput,
  type StartTwoFactorSetupInput,
  type TwoFactorCodeInput,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "@contract/two-factor.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { settingsKeys } from "./keys.ts";

/** Whether two-factor sign-in is on, and how many backup codes are left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: settingsKeys.twoFactor(),
    queryFn: () => apiRequest("GET", "/api/account/two-factor", undefined, twoFactorStatusSchema),
  });
}

/** Starts the setup with the current password: the secret and its QR code, shown this once. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (body: StartTwoFactorSetupInput) =>
      apiRequest("POST", "/api/account/two-factor/setup", body, twoFactorSetupSchema),
  });
}

/** Finishes the setup with a code from the app; answers the backup codes, shown this once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeInput) =>
      apiRequest("POST", "/api/account/two-factor", body, backupCodesSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor() }),
  });
}

/** Turns two-factor sign-in off with the current password and a code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorInput) =>
      apiRequest("DELETE", "/api/account/two-factor", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor() }),
  });
}
