import { type AuthConfig, authConfigSchema } from "@contract/auth.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { createExternalStore } from "@web/lib/external-store.ts";

type ConfigState = { data: AuthConfig | undefined; isPending: boolean };

/*
 * How the sign-in page is set up (e.g. demo mode), asked for once. Like the session it lives
 * outside the query cache: it is all the sign-in screen reads. A failed request draws the
 * screen as it is without demo mode.
 */
const config = createExternalStore<ConfigState>({ data: undefined, isPending: true }, () => {
  void apiRequest("GET", "/api/auth/config", undefined, authConfigSchema)
    .catch(() => undefined)
    .then((data) => config.set({ data, isPending: false }));
});

export function useAuthConfig(): ConfigState {
  return config.use();
}

/**
 * Asks for it while the sign-in screen's scripts are still arriving, so the demo-mode notice is
 * there when the screen first draws rather than pushing the form down after.
 */
export function loadAuthConfig(): void {
  config.load();
}
