import type { AuthConfig } from "@contract/auth.ts";
import { apiRequestLazily } from "@web/lib/api-client.ts";
import { createExternalStore } from "@web/lib/external-store.ts";

type ConfigState = { data: AuthConfig | undefined; isPending: boolean };

/**
 * How the sign-in page is set up (demo mode or not), as the server writes it into every page it
 * sends; the development server's page does not say, and then it is asked for.
 */
function setupInPage(): AuthConfig | undefined {
  const demoMode = document.querySelector<HTMLMetaElement>(
    'meta[name="atelier:demo-mode"]',
  )?.content;
  return demoMode === undefined ? undefined : { demoMode: demoMode === "on" };
}

const inPage = setupInPage();

/*
 * Like the session it lives outside the query cache: it is all the sign-in screen reads. A
 * failed request draws the screen as it is without demo mode.
 */
const config = createExternalStore<ConfigState>(
  { data: inPage, isPending: inPage === undefined },
  () => {
    if (inPage) return;
    void apiRequestLazily("GET", "/api/auth/config", undefined, async () => {
      const { authConfigSchema } = await import("@contract/auth.ts");
      return authConfigSchema;
    })
      .catch(() => undefined)
      .then((data) => config.set({ data, isPending: false }));
  },
);

export function useAuthConfig(): ConfigState {
  return config.use();
}

/** Asks for it, where the page did not say, while the sign-in screen's scripts still arrive. */
export function loadAuthConfig(): void {
  config.load();
}
