import type { User } from "@contract/users.ts";
import { NotificationsProvider } from "@web/hooks/use-notifications.tsx";
import type { ReactNode } from "react";
import { TopNav } from "./top-nav.tsx";

/** Signed-in frame: the navigation bar over the page, with in-memory notifications. */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <NotificationsProvider>
      <div className="min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <TopNav user={user} />
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </NotificationsProvider>
  );
}
