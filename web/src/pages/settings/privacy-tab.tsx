import { PROFILE_VISIBILITIES, type PrivacySettings } from "@contract/settings.ts";
import type { User } from "@contract/users.ts";
import { Badge } from "@web/components/ui/badge.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useMemberSettings, useSaveSettings } from "@web/features/settings/api/member-settings.ts";
import { BlockedMembersCard } from "./blocked-members-card.tsx";
import { FollowRequestsCard } from "./follow-requests-card.tsx";
import { SettingsLoadError, SettingsSkeleton } from "./notifications-tab.tsx";
import { SwitchRow } from "./setting-row.tsx";
import { VERIFICATION_DISPLAY, VerificationDialogButton } from "./verification-dialog.tsx";

const VISIBILITY_LABELS: Record<PrivacySettings["profileVisibility"], string> = {
  public: "Public",
  followers: "Followers only",
  private: "Private",
};

const VISIBILITY_HINTS: Record<PrivacySettings["profileVisibility"], string> = {
  public: "Every member can see your posts, portfolio and calendar.",
  followers: "Only the people who follow you can see your posts, portfolio and calendar.",
  private: "Only you can see your posts, portfolio and calendar. Your name and photo stay visible.",
};

const SWITCHES: {
  key: "showEmail" | "showPhone" | "allowMessages" | "aiSuggestions";
  label: string;
  description: string;
}[] = [
  {
    key: "showEmail",
    label: "Show Email",
    description: "Display your email address on your profile.",
  },
  {
    key: "showPhone",
    label: "Show Phone",
    description: "Display your phone number on your profile.",
  },
  {
    key: "allowMessages",
    label: "Allow Messages",
    description: "Let members you have not talked to yet start a conversation with you.",
  },
  {
    key: "aiSuggestions",
    label: "Suggest Me in AI Search",
    description: "Let the AI assistant suggest your profile to members looking for creatives.",
  },
];

/** Privacy settings saved to the server, and the member's verification status. */
export function PrivacyTab({ user }: { user: User }) {
  const settings = useMemberSettings();
  const save = useSaveSettings("privacy", user.id);
  const privacy = settings.data?.privacy;
  const verification = VERIFICATION_DISPLAY[user.verificationStatus];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Privacy</CardTitle>
          <CardDescription>
            Decide who sees your profile and how they can reach you. Changes save as you go.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isError ? (
            <SettingsLoadError onRetry={() => void settings.refetch()} />
          ) : privacy ? (
            <>
              <div className="grid max-w-sm gap-1.5 pb-4">
                <Label htmlFor="privacy-visibility">Profile Visibility</Label>
                <NativeSelect
                  id="privacy-visibility"
                  aria-describedby="privacy-visibility-hint"
                  value={privacy.profileVisibility}
                  onChange={(event) =>
                    save.mutate({
                      ...privacy,
                      profileVisibility: event.target.value as PrivacySettings["profileVisibility"],
                    })
                  }
                >
                  {PROFILE_VISIBILITIES.map((visibility) => (
                    <option key={visibility} value={visibility}>
                      {VISIBILITY_LABELS[visibility]}
                    </option>
                  ))}
                </NativeSelect>
                <p id="privacy-visibility-hint" className="text-xs text-muted-foreground">
                  {VISIBILITY_HINTS[privacy.profileVisibility]}
                </p>
              </div>
              <div className="divide-y border-t">
                {SWITCHES.map(({ key, label, description }) => (
                  <SwitchRow
                    key={key}
                    id={`privacy-${key}`}
                    label={label}
                    description={description}
                    checked={privacy[key]}
                    onCheckedChange={(checked) => save.mutate({ ...privacy, [key]: checked })}
                  />
                ))}
              </div>
            </>
          ) : (
            <>
              <div className="grid max-w-sm gap-2 pb-4">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-10 w-full" />
              </div>
              <SettingsSkeleton rows={SWITCHES.length} />
            </>
          )}
        </CardContent>
      </Card>
      <FollowRequestsCard followersOnly={privacy?.profileVisibility === "followers"} />
      <BlockedMembersCard />
      <Card>
        <CardHeader>
          <CardTitle>Account Verification</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-start gap-3">
          <verification.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Badge variant="secondary" className="justify-self-start">
              {verification.label}
            </Badge>
            <p className="text-sm text-muted-foreground">{verification.text}</p>
          </div>
          <VerificationDialogButton user={user} />
        </CardContent>
      </Card>
    </div>
  );
}
