import { Button } from "@web/components/ui/button.tsx";
import { Briefcase, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { SidebarCard } from "./sidebar-card.tsx";

/**
 * The Quick Actions card: the page's own actions first, then the links every sidebar offers
 * (Browse Jobs, Find Creatives) so both sidebars keep them in the same order.
 */
export function QuickActionsCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <SidebarCard title="Quick Actions" icon={icon}>
      <div className="grid gap-2">
        {children}
        <Button variant="outline" align="start" asChild>
          <Link href="/opportunities">
            <Briefcase aria-hidden="true" />
            Browse Jobs
          </Link>
        </Button>
        <Button variant="outline" align="start" asChild>
          <Link href="/network">
            <Users aria-hidden="true" />
            Find Creatives
          </Link>
        </Button>
      </div>
    </SidebarCard>
  );
}
