import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { useState } from "react";
import { SwitchRow } from "./setting-row.tsx";

type NotificationPreferences = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  messageNotifications: boolean;
  jobAlerts: boolean;
  followNotifications: boolean;
};

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

/** Local preferences only (SPEC §3): every one starts on and nothing is sent to the server. */
export function NotificationsTab() {
  const [preferences, setPreferences] = useState<NotificationPreferences>({
    emailNotifications: true,
    pushNotifications: true,
    messageNotifications: true,
    jobAlerts: true,
    followNotifications: true,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Preferences</CardTitle>
        <CardDescription>Choose what you want to hear about.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {PREFERENCES.map(({ key, label, description }) => (
          <SwitchRow
            key={key}
            id={`preference-${key}`}
            label={label}
            description={description}
            checked={preferences[key]}
            onCheckedChange={(checked) =>
              setPreferences((current) => ({ ...current, [key]: checked }))
            }
          />
        ))}
      </CardContent>
    </Card>
  );
}
