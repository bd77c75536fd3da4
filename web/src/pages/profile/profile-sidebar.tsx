import { AnalyticsCard } from "@web/components/feed/feed-sidebars.tsx";
import { QuickActionsCard } from "@web/components/sidebar/quick-actions-card.tsx";
import { SidebarCard } from "@web/components/sidebar/sidebar-card.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Activity,
  CalendarDays,
  FileText,
  Images,
  PenSquare,
  Settings,
  Share2,
  UserPlus,
  Users,
  Zap,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { ProfileSummaryProps } from "./profile-header.tsx";
import type { ProfileTab } from "./profile-tabs.tsx";

type ProfileSidebarProps = ProfileSummaryProps & { onOpenTab: (tab: ProfileTab) => void };

/** Desktop sidebar: Quick Actions, an Activity summary and, for the owner, analytics. */
export function ProfileSidebar({
  profile,
  isOwn,
  counts,
  postCount,
  onShare,
  onOpenTab,
}: ProfileSidebarProps) {
  return (
    <aside aria-label="Profile sidebar" className="hidden flex-col gap-5 lg:flex">
      <QuickActionsCard icon={<Zap aria-hidden="true" />}>
        {isOwn ? (
          <>
            <Button align="start" onClick={onShare}>
              <Share2 aria-hidden="true" />
              Share Profile
            </Button>
            <Button variant="outline" align="start" asChild>
              <Link href="/settings">
                <Settings aria-hidden="true" />
                Edit Profile
              </Link>
            </Button>
            <Button variant="outline" align="start" asChild>
              <Link href="/">
                <PenSquare aria-hidden="true" />
                Create Post
              </Link>
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" align="start" onClick={() => onOpenTab("portfolio")}>
              <Images aria-hidden="true" />
              View Portfolio
            </Button>
            <Button variant="outline" align="start" onClick={() => onOpenTab("calendar")}>
              <CalendarDays aria-hidden="true" />
              Check Availability
            </Button>
          </>
        )}
      </QuickActionsCard>

      <SidebarCard title="Activity" icon={<Activity aria-hidden="true" />}>
        <dl className="grid gap-3 text-sm">
          <ActivityRow icon={<FileText aria-hidden="true" />} label="Posts" value={postCount} />
          <ActivityRow
            icon={<Users aria-hidden="true" />}
            label="Followers"
            value={counts?.followers}
          />
          <ActivityRow
            icon={<UserPlus aria-hidden="true" />}
            label="Following"
            value={counts?.following}
          />
        </dl>
      </SidebarCard>

      {isOwn ? <AnalyticsCard user={profile} /> : null}
    </aside>
  );
}

function ActivityRow({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value: number | string | undefined;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4">
        {icon}
      </span>
      <dt className="flex-1 text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value ?? "–"}</dd>
    </div>
  );
}
