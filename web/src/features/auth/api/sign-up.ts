import type { SignUpInput } from "@contract/auth.ts";
import { userSchema } from "@contract/users.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { type AuthFormCall, useAuthForm } from "./sign-in.ts";

/** Registering: the new member is signed in and taken to the feed. */
export function useSignUp(call: AuthFormCall) {
  return useAuthForm(async (input: SignUpInput) => {
    const user = await apiRequest("POST", "/api/auth/register", input, userSchema);
    return { user, destination: "/" };
  }, call);
}
