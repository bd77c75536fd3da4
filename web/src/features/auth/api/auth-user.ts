import type { User } from "@contract/users.ts";
import { ApiError, apiRequestLazily } from "@web/lib/api-client.ts";
import { createExternalStore } from "@web/lib/external-store.ts";

type Session = { user: User | null; isLoading: boolean };

/**
 * The signed-in member, or null when a 401 says nobody is signed in. The member's schema comes
 * with the answer that needs it: a visitor's first screen draws without zod.
 */
async function fetchAuthUser(): Promise<User | null> {
  try {
    return await apiRequestLazily("GET", "/api/auth/user", undefined, async () => {
      const { userSchema } = await import("@contract/users.ts");
      return userSchema;
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The sign-in screen comes next, and it shows what the sign-in setup says (a member's
      // screens never read it, so it is not in their scripts).
      void import("./auth-config.ts").then((module) => module.loadAuthConfig());
      return null;
    }
    throw error;
  }
}

/*
 * Outside the query cache: every screen starts from this answer, and the sign-in screen needs
 * nothing else of TanStack Query, so a visitor never downloads it. A failed first check draws
 * the sign-in screen, as a signed-out answer does.
 */
const session = createExternalStore<Session>({ user: null, isLoading: true }, () => {
  void fetchAuthUser()
    .catch(() => null)
    .then(holdSession);
});

/** The session check's answer: the member, or null for signed out. */
function holdSession(user: User | null): void {
  session.set({ user, isLoading: false });
}

/** The signed-in member from GET /api/auth/user; a 401 means signed out (never retried). */
export function useAuth() {
  const { user, isLoading } = session.use();
  return { user, isLoading, isAuthenticated: user !== null };
}

/** Puts the member an account change answered with in place of the one held. */
export function setAuthUser(user: User): void {
  holdSession(user);
}

/**
 * Asks again, after a change the server makes to the member (a confirmed email, a verification).
 * A request that fails leaves the member as they were; a 401 means the session has ended.
 */
export async function refreshAuthUser(): Promise<void> {
  let user: User | null;
  try {
    user = await fetchAuthUser();
  } catch {
    return;
  }
  holdSession(user);
}
