import type { Profile } from "@contract/users.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { Bookmark, CalendarDays, FileText, Images, Info } from "lucide-react";
import { AboutTab } from "./about-tab.tsx";
import { CalendarTab } from "./calendar-tab.tsx";
import { PortfolioTab } from "./portfolio-tab.tsx";
import { PostsTab } from "./posts-tab.tsx";
import { SavedTab } from "./saved-tab.tsx";

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
        <PortfolioTab userId={profile.id} isOwn={isOwn} />
      </TabsContent>
      <TabsContent value="calendar">
        <CalendarTab userId={profile.id} isOwn={isOwn} />
      </TabsContent>
      <TabsContent value="saved">
        <SavedTab userId={profile.id} isOwn={isOwn} />
      </TabsContent>
      <TabsContent value="about">
        <AboutTab profile={profile} isOwn={isOwn} />
      </TabsContent>
    </Tabs>
  );
}
