import { POST_LOGIN_NAVIGATION_DELAY_MS } from "@contract/constants.ts";
import type { User } from "@contract/users.ts";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest, queryClient, serverMessage } from "@web/lib/query-client.ts";
import { AUTH_USER_KEY } from "@web/lib/use-auth.ts";
import { useLocation } from "wouter";

type Greeting = { title: string; description: string };

/** After sign-in or sign-up: cache the member, greet them, and go to / after 100 ms. */
export function useCompleteSignIn() {
  const [, navigate] = useLocation();
  return (user: User, greeting: Greeting) => {
    queryClient.setQueryData(AUTH_USER_KEY, user);
    toast({ ...greeting, variant: "success" });
    window.setTimeout(() => navigate("/"), POST_LOGIN_NAVIGATION_DELAY_MS);
  };
}

/** The red toast both auth forms show when their input or the server says no. */
export function showAuthError(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

/**
 * POSTs an auth form (sign-in or sign-up), which answers with the member: on success they are
 * signed in and greeted; on failure the server's message (or the fallback) is shown.
 */
export function useSignInMutation<Input>({
  path,
  greeting,
  failureTitle,
  fallback,
}: {
  path: string;
  greeting: Greeting;
  failureTitle: string;
  fallback: string;
}) {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (input: Input) => {
      const response = await apiRequest("POST", path, input);
      return (await response.json()) as User;
    },
    onSuccess: (user) => completeSignIn(user, greeting),
    onError: (error) => showAuthError(failureTitle, serverMessage(error) ?? fallback),
  });
}
