import type { SignInInput, SignUpInput } from "@contract/auth.ts";
import { POST_LOGIN_NAVIGATION_DELAY_MS } from "@contract/constants.ts";
import { userSchema } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { errorDescription } from "@web/lib/error-toast.ts";
import { useLocation } from "wouter";
import { setAuthUser } from "./auth-user.ts";

type Greeting = { title: string; description: string };

type AuthFormCall = { greeting: Greeting; failureTitle: string; fallback: string };

/** The red toast both auth forms show when their input or the server says no. */
export function showAuthError(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

/**
 * POSTs an auth form, which answers with the member: on success they are cached, greeted and
 * sent to / after a short pause; on failure the server's message (or the fallback) is shown.
 */
function useAuthForm<Input>(url: string, { greeting, failureTitle, fallback }: AuthFormCall) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: Input) => apiRequest("POST", url, input, userSchema),
    onSuccess: (user) => {
      setAuthUser(queryClient, user);
      toast({ ...greeting, variant: "success" });
      window.setTimeout(() => navigate("/"), POST_LOGIN_NAVIGATION_DELAY_MS);
    },
    onError: (error) => showAuthError(failureTitle, errorDescription(error, fallback)),
  });
}

export function useSignIn(call: AuthFormCall) {
  return useAuthForm<SignInInput>("/api/auth/login", call);
}

export function useSignUp(call: AuthFormCall) {
  return useAuthForm<SignUpInput>("/api/auth/register", call);
}
