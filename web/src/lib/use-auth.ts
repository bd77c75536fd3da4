import type { User } from "@contract/users.ts";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "./query-client.ts";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** The signed-in member from GET /api/auth/user; a 401 means signed out (never retried). */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
