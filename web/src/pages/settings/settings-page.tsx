import { PageHeader } from "@web/components/page-header.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { Bell, Crown, Lock, ShieldCheck, UserRound } from "lucide-react";
import { useSearch } from "wouter";
import { AccountTab } from "./account-tab.tsx";
import { NotificationsTab } from "./notifications-tab.tsx";
import { PremiumTab } from "./premium-tab.tsx";
import { PrivacyTab } from "./privacy-tab.tsx";
import { ProfileTab } from "./profile-tab.tsx";

const TABS = ["profile", "premium", "notifications", "privacy", "account"];

export default function SettingsPage() {
  const { user } = useAuth();
  // A link may open a tab (?tab=privacy from a follow request); otherwise Profile.
  const requested = new URLSearchParams(useSearch()).get("tab") ?? "";
  const initialTab = TABS.includes(requested) ? requested : "profile";

  if (!user) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title="Settings" />
        <Card className="p-8 text-center text-muted-foreground">
          Access Denied - Please log in to access your settings.
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Settings"
        description="Manage your profile, plan, notifications and privacy."
      />
      <Tabs key={initialTab} defaultValue={initialTab}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="w-full min-w-max sm:min-w-0">
            <TabsTrigger value="profile">
              <UserRound aria-hidden="true" />
              Profile
            </TabsTrigger>
            <TabsTrigger value="premium">
              <Crown aria-hidden="true" />
              Premium
            </TabsTrigger>
            <TabsTrigger value="notifications">
              <Bell aria-hidden="true" />
              Notifications
            </TabsTrigger>
            <TabsTrigger value="privacy">
              <Lock aria-hidden="true" />
              Privacy
            </TabsTrigger>
            <TabsTrigger value="account">
              <ShieldCheck aria-hidden="true" />
              Account
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="premium">
          <PremiumTab user={user} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab userId={user.id} />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab user={user} />
        </TabsContent>
        <TabsContent value="account">
          <AccountTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
