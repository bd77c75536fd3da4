import { signInResultSchema } from "@contract/auth.ts";
import type { TwoFactorCodeInput } from "@contract/two-factor.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { type AuthFormCall, useAuthForm } from "./sign-in.ts";

/** The second sign-in step: a code from the app, or a backup code, for the pending sign-in. */
export function useSignInCode(call: AuthFormCall) {
  return useAuthForm(async (input: TwoFactorCodeInput) => {
    const { accountCreated: _never, ...user } = await apiRequest(
      "POST",
      "/api/auth/two-factor",
      input,
      signInResultSchema,
    );
    return { user, destination: "/" };
  }, call);
}
