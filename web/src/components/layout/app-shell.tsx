import type { User } from "@contract/users.ts";
import { useLiveConnection } from "@web/features/notifications/use-live-connection.ts";
import type { ReactNode } from "react";
import { ConfirmEmailBanner } from "./confirm-email-banner.tsx";
import { LiveStatus } from "./live-status.tsx";
import { MaintenanceGate } from "./maintenance-gate.tsx";
import { SiteMessageBanner } from "./site-message-banner.tsx";
import { TopNav } from "./top-nav.tsx";

/** Keeps the live connection open for the signed-in member, and shows when it is down. */
function LiveConnection({ userId }: { userId: string }) {
  return <LiveStatus state={useLiveConnection(userId)} />;
}

/**
 * Signed-in frame: the navigation bar and the site message over the page (or the maintenance
 * notice while the site is closed), and the live connection that keeps the bell and the
 * conversations fresh. Living here keeps that code out of the signed-out bundle.
 */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <>
      <LiveConnection userId={user.id} />
      <div className="min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <TopNav user={user} />
        <ConfirmEmailBanner user={user} />
        <SiteMessageBanner />
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
          <MaintenanceGate>{children}</MaintenanceGate>
        </main>
      </div>
    </>
  );
}
