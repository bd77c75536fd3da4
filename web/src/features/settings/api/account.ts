import type { PLANS } from "@contract/constants.ts";
import type { changeEmailSchema, deleteAccountSchema } from "@contract/settings.ts";
import { type User, userSchema } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setAuthUser } from "@web/features/auth/api/auth-user.ts";
import { userKeys } from "@web/features/users/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import type { z } from "zod/mini";
import { settingsKeys } from "./keys.ts";

/** The member's data as a JSON download (a plain link: the browser saves the answer). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

type Callbacks<T, V> = {
  onMutate?: (variables: V) => void;
  onSuccess?: (data: T, variables: V) => void;
  onError?: (error: Error, variables: V) => void;
};

/** A new sign-in email, confirmed with the current password; the cached member follows. */
export function useChangeEmail(callbacks: Callbacks<User, z.output<typeof changeEmailSchema>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof changeEmailSchema>) =>
      apiRequest("PUT", "/api/account/email", body, userSchema),
    onSuccess: (updated, body) => {
      setAuthUser(updated);
      // A new email signs out the member's other sessions too.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });
      callbacks.onSuccess?.(updated, body);
    },
    onError: callbacks.onError,
  });
}

type PasswordChange = { currentPassword: string; newPassword: string };

/** A new password; the server signs out every other session, so the session list follows. */
export function useChangePassword(callbacks: Callbacks<void, PasswordChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) => apiRequest("PUT", "/api/account/password", body),
    onSuccess: (data, body) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });
      callbacks.onSuccess?.(data, body);
    },
    onError: callbacks.onError,
  });
}

/** Deletes the account; every cached answer is dropped. */
export function useDeleteAccount(callbacks: Callbacks<void, z.input<typeof deleteAccountSchema>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof deleteAccountSchema>) =>
      apiRequest("DELETE", "/api/account", body),
    onSuccess: (data, body) => {
      queryClient.clear();
      callbacks.onSuccess?.(data, body);
    },
    onError: callbacks.onError,
  });
}

type Plan = (typeof PLANS)[number];

/** Changes the member's plan (at once in demo mode); the cached member and profile follow. */
export function useChangePlan(callbacks: Callbacks<User, Plan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: Plan) => apiRequest("PUT", "/api/account/plan", { plan }, userSchema),
    onMutate: callbacks.onMutate,
    onSuccess: async (updated, plan) => {
      setAuthUser(updated);
      callbacks.onSuccess?.(updated, plan);
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(updated.id), exact: true });
    },
    onError: callbacks.onError,
  });
}
