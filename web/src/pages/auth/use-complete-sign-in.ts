import { POST_LOGIN_NAVIGATION_DELAY_MS } from "@contract/constants.ts";
import type { User } from "@contract/users.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { queryClient } from "@web/lib/query-client.ts";
import { AUTH_USER_KEY } from "@web/lib/use-auth.ts";
import { useLocation } from "wouter";

/** After sign-in or sign-up: cache the member, greet them, and go to / after 100 ms. */
export function useCompleteSignIn() {
  const [, navigate] = useLocation();
  return (user: User, greeting: { title: string; description: string }) => {
    queryClient.setQueryData(AUTH_USER_KEY, user);
    toast({ ...greeting, variant: "success" });
    window.setTimeout(() => navigate("/"), POST_LOGIN_NAVIGATION_DELAY_MS);
  };
}
