import {
  newAccountMessage,
  type SignInInput,
  type SignUpInput,
  signInResultSchema,
} from "@contract/auth.ts";
import { POST_LOGIN_NAVIGATION_DELAY_MS } from "@contract/constants.ts";
import { type User, userSchema } from "@contract/users.ts";
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
 * sent on after a short pause; on failure the server's message (or the fallback) is shown.
 */
function useAuthForm<Input>(
  request: (input: Input) => Promise<{ user: User; greeting?: Greeting; destination: string }>,
  { greeting, failureTitle, fallback }: AuthFormCall,
) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      setAuthUser(queryClient, answer.user);
      toast({ ...(answer.greeting ?? greeting), variant: "success" });
      window.setTimeout(() => navigate(answer.destination), POST_LOGIN_NAVIGATION_DELAY_MS);
    },
    onError: (error) => showAuthError(failureTitle, errorDescription(error, fallback)),
  });
}

/**
 * Signing in. When a demo sign-in made a new account from an unused email, the member is told
 * so plainly and taken to Settings to say who they are.
 */
export function useSignIn(call: AuthFormCall) {
  return useAuthForm(async (input: SignInInput) => {
    const { accountCreated, ...user } = await apiRequest(
      "POST",
      "/api/auth/login",
      input,
      signInResultSchema,
    );
    if (!accountCreated) return { user, destination: "/" };
    const greeting = {
      title: "Account created!",
      description: newAccountMessage(user.email ?? ""),
    };
    return { user, greeting, destination: "/settings" };
  }, call);
}

export function useSignUp(call: AuthFormCall) {
  return useAuthForm(async (input: SignUpInput) => {
    const user = await apiRequest("POST", "/api/auth/register", input, userSchema);
    return { user, destination: "/" };
  }, call);
}
