import { type PasswordStrength, passwordStrengthSchema } from "@contract/auth.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@web/hooks/use-debounced-value.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { authKeys } from "./keys.ts";

/**
 * How guessable the password being typed is, weighed by the server with the estimator that will
 * refuse it on save (too large to send to the browser). Asked once typing settles; the answer is
 * not kept once the form is gone, since its key holds the password.
 */
export function usePasswordStrength(
  password: string,
  about: readonly string[],
): PasswordStrength | null {
  const settled = useDebouncedValue(password, 250);
  const knownDetails = about.filter(Boolean).slice(0, 3);
  const { data } = useQuery({
    queryKey: authKeys.passwordStrength(settled, knownDetails),
    queryFn: () =>
      apiRequest(
        "POST",
        "/api/auth/password-strength",
        { password: settled, about: knownDetails },
        passwordStrengthSchema,
      ),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return password && data ? data : null;
}
