import { MAINTENANCE_MESSAGE } from "@contract/admin.ts";
import { Card } from "@web/components/ui/card.tsx";
import { useSiteSettings } from "@web/features/admin/api/site-settings.ts";
import { Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "wouter";

/**
 * While an admin has closed the main pages, every page but the admin panel shows the
 * maintenance notice (the server refuses their calls meanwhile).
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data } = useSiteSettings();
  const [location] = useLocation();
  if (!data || data.mainPagesEnabled || location === "/admin") return children;
  return (
    <Card className="mx-auto mt-10 flex max-w-lg flex-col items-center gap-3 px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Wrench className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold">Down for maintenance</h1>
      <p className="text-muted-foreground">{MAINTENANCE_MESSAGE}</p>
    </Card>
  );
}
