import type { Profile } from "@contract/users.ts";
import { Loading } from "@web/components/loading.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { Bookmark, CalendarDays, FileText, Images, Info } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { PostsTab } from "./posts-tab.tsx";

/*
 * A profile opens on Posts; the other tabs (with the calendar's dates, the portfolio's dialogs
 * and their forms) are fetched when one is opened, so the profile draws without them.
 */
const PortfolioTab = lazy(() =>
  import("./portfolio-tab.tsx").then((module) => ({ default: module.PortfolioTab })),
);
const CalendarTab = lazy(() =>
  import("./calendar-tab.tsx").then((module) => ({ default: module.CalendarTab })),
);
const SavedTab = lazy(() =>
  import("./saved-tab.tsx").then((module) => ({ default: module.SavedTab })),
);
const AboutTab = lazy(() =>
  import("./about-tab.tsx").then((module) => ({ default: module.AboutTab })),
);

function LaterTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export const PROFILE_TABS = ["posts", "portfolio", "calendar", "saved", "about"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

type ProfileTabsProps = {
  profile: Profile;
  isOwn: boolean;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
};

/** Posts (the default), Portfolio, Calendar, Saved and About. */
export function ProfileTabs({ profile, isOwn, tab, onTabChange }: ProfileTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as ProfileTab)}>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label="Profile sections" className="w-full min-w-max sm:min-w-0">
          <TabsTrigger value="posts">
            <FileText aria-hidden="true" />
            Posts
          </TabsTrigger>
          <TabsTrigger value="portfolio">
            <Images aria-hidden="true" />
            Portfolio
          </TabsTrigger>
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden="true" />
            Calendar
          </TabsTrigger>
          <TabsTrigger value="saved">
            <Bookmark aria-hidden="true" />
            Saved
          </TabsTrigger>
          <TabsTrigger value="about">
            <Info aria-hidden="true" />
            About
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="posts">
        <PostsTab userId={profile.id} />
      </TabsContent>
      <TabsContent value="portfolio">
        <LaterTab>
          <PortfolioTab userId={profile.id} isOwn={isOwn} />
        </LaterTab>
      </TabsContent>
      <TabsContent value="calendar">
        <LaterTab>
          <CalendarTab userId={profile.id} isOwn={isOwn} />
        </LaterTab>
      </TabsContent>
      <TabsContent value="saved">
        <LaterTab>
          <SavedTab userId={profile.id} isOwn={isOwn} />
        </LaterTab>
      </TabsContent>
      <TabsContent value="about">
        <LaterTab>
          <AboutTab profile={profile} isOwn={isOwn} />
        </LaterTab>
      </TabsContent>
    </Tabs>
  );
}
