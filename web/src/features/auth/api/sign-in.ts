import type { SignInInput } from "@contract/auth.ts";
import { POST_LOGIN_NAVIGATION_DELAY_MS } from "@contract/constants.ts";
import type { User } from "@contract/users.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequestLazily } from "@web/lib/api-client.ts";
import { errorDescription } from "@web/lib/error-toast.ts";
import { useTransition } from "react";
import { useLocation } from "wouter";
import { setAuthUser } from "./auth-user.ts";

type Greeting = { title: string; description: string };

export type AuthFormCall = { greeting: Greeting; failureTitle: string; fallback: string };

type SignedIn = { user: User; greeting?: Greeting; destination: string };

/** The password was right, and the account asks for a code from the member's app next. */
const CODE_NEEDED = "code-needed";

/** The red toast both auth forms show when their input or the server says no. */
export function showAuthError(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

/** What the member's own form does when the request fails, besides the red toast. */
type FailureHandler = { onError?: (error: unknown) => void };

/**
 * POSTs an auth form, which answers with the member: on success they are held as signed in,
 * greeted and sent on after a short pause; on failure the server's message (or the fallback) is
 * shown. An answer that asks for a code calls `onCodeNeeded` instead. A React transition rather
 * than a query-cache mutation: the sign-in screen loads no query cache.
 */
export function useAuthForm<Input>(
  request: (input: Input) => Promise<SignedIn | typeof CODE_NEEDED>,
  { greeting, failureTitle, fallback }: AuthFormCall,
  onCodeNeeded?: () => void,
) {
  const [, navigate] = useLocation();
  const [isPending, startTransition] = useTransition();
  const mutate = (input: Input, { onError }: FailureHandler = {}) =>
    startTransition(async () => {
      let answer: SignedIn | typeof CODE_NEEDED;
      try {
        answer = await request(input);
      } catch (error) {
        showAuthError(failureTitle, errorDescription(error, fallback));
        onError?.(error);
        return;
      }
      if (answer === CODE_NEEDED) {
        onCodeNeeded?.();
        return;
      }
      const { user, destination } = answer;
      setAuthUser(user);
      toast({ ...(answer.greeting ?? greeting), variant: "success" });
      window.setTimeout(() => navigate(destination), POST_LOGIN_NAVIGATION_DELAY_MS);
    });
  return { mutate, isPending };
}

/**
 * Signing in. When a demo sign-in made a new account from an unused email, the member is told
 * so plainly and taken to Settings to say who they are. An account with two-factor sign-in
 * answers the password with a request for its code (`onCodeNeeded`); `useSignInCode` sends it.
 * The answer's schema and the new account's wording are fetched with the answer, so the sign-in
 * screen draws without zod and the contract's modules.
 */
export function useSignIn(call: AuthFormCall, onCodeNeeded: () => void) {
  return useAuthForm(
    async (input: SignInInput) => {
      const answer = await apiRequestLazily("POST", "/api/auth/login", input, async () => {
        const { signInAnswerSchema } = await import("@contract/two-factor.ts");
        return signInAnswerSchema;
      });
      if ("twoFactorRequired" in answer) return CODE_NEEDED;
      const { accountCreated, ...user } = answer;
      if (!accountCreated) return { user, destination: "/" };
      const greeting = {
        title: "Account created!",
        description: (await import("@contract/auth.ts")).newAccountMessage(user.email ?? ""),
      };
      return { user, greeting, destination: "/settings" };
    },
    call,
    onCodeNeeded,
  );
}
