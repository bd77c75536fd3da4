import type { NotificationPreferences } from "@contract/settings.ts";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useMemberSettings, useSaveSettings } from "@web/features/settings/api/member-settings.ts";
import { RefreshCw } from "lucide-react";
import { SwitchRow } from "./setting-row.tsx";

const PREFERENCES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: "emailNotifications",
    label: "Email Notifications",
    description: "News about your account and activity by email.",
  },
  {
    key: "pushNotifications",
    label: "Push Notifications",
    description: "Live alerts in the browser while you are signed in.",
  },
  {
    key: "messageNotifications",
    label: "Message Notifications",
    description: "When another creative sends you a message.",
  },
  {
    key: "jobAlerts",
    label: "Job Alerts",
    description: "New opportunities that match your profession.",
  },
  {
    key: "followNotifications",
    label: "Follow Notifications",
    description: "When someone starts following you.",
  },
];

/** The five notification switches, loaded from and saved to the server. */
export function NotificationsTab({ userId }: { userId: string }) {
  const settings = useMemberSettings();
  const save = useSaveSettings("notifications", userId);
  const preferences = settings.data?.notifications;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Preferences</CardTitle>
        <CardDescription>
          Choose what you want to hear about. Changes save as you go.
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {settings.isError ? (
          <SettingsLoadError onRetry={() => void settings.refetch()} />
        ) : preferences ? (
          PREFERENCES.map(({ key, label, description }) => (
            <SwitchRow
              key={key}
              id={`preference-${key}`}
              label={label}
              description={description}
              checked={preferences[key]}
              onCheckedChange={(checked) => save.mutate({ ...preferences, [key]: checked })}
            />
          ))
        ) : (
          <SettingsSkeleton rows={PREFERENCES.length} />
        )}
      </CardContent>
    </Card>
  );
}

export function SettingsSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status" aria-label="Loading settings" className="divide-y">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex items-center justify-between gap-6 py-4">
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton shape="round" className="h-6 w-11" />
        </div>
      ))}
    </div>
  );
}

export function SettingsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-4">
      <p className="text-sm text-muted-foreground">Your settings could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
