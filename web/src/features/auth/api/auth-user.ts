import { type User, userSchema } from "@contract/users.ts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@web/lib/api-client.ts";
import { queryClient } from "@web/lib/query-client.ts";
import { authKeys } from "./keys.ts";

/** The signed-in member, or null when a 401 says nobody is signed in. */
async function fetchAuthUser(): Promise<User | null> {
  try {
    return await apiRequest("GET", "/api/auth/user", undefined, userSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The sign-in screen comes next, and it shows what the sign-in setup says.
      void import("./auth-config.ts").then((module) => module.prefetchAuthConfig(queryClient));
      return null;
    }
    throw error;
  }
}

/** The signed-in member from GET /api/auth/user; a 401 means signed out (never retried). */
export function useAuth() {
  const { data, isLoading } = useQuery({
    queryKey: authKeys.user(),
    queryFn: fetchAuthUser,
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** Puts the member an account change answered with in place of the cached one. */
export function setAuthUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<User | null>(authKeys.user(), user);
}
