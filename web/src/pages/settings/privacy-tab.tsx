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
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from "lucide-react";
import { useState } from "react";
import { SwitchRow } from "./setting-row.tsx";

type ProfileVisibility = "public" | "followers" | "private";

const VERIFICATION_DISPLAY = {
  verified: { label: "Verified", icon: BadgeCheck, text: "Your identity has been verified." },
  pending: {
    label: "Pending review",
    icon: Clock,
    text: "We are reviewing your documents. Review takes 24-48 hours.",
  },
  rejected: {
    label: "Rejected",
    icon: ShieldAlert,
    text: "Verification Rejected. Please submit new documents",
  },
  unverified: {
    label: "Not verified",
    icon: ShieldQuestion,
    text: "Verify your identity to earn a verified badge. Review takes 24-48 hours.",
  },
} as const;

/** Local privacy settings (SPEC §3) and the member's verification status. */
export function PrivacyTab({ user }: { user: User }) {
  const [visibility, setVisibility] = useState<ProfileVisibility>("public");
  const [showEmail, setShowEmail] = useState(false);
  const [showPhone, setShowPhone] = useState(false);
  const [allowMessages, setAllowMessages] = useState(true);
  const verification = VERIFICATION_DISPLAY[user.verificationStatus];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Privacy</CardTitle>
          <CardDescription>
            Decide who sees your profile and how they can reach you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="grid max-w-xs gap-1.5 pb-4">
            <Label htmlFor="privacy-visibility">Profile Visibility</Label>
            <NativeSelect
              id="privacy-visibility"
              value={visibility}
              onChange={(event) => setVisibility(event.target.value as ProfileVisibility)}
            >
              <option value="public">Public</option>
              <option value="followers">Followers only</option>
              <option value="private">Private</option>
            </NativeSelect>
          </div>
          <div className="divide-y border-t">
            <SwitchRow
              id="privacy-show-email"
              label="Show Email"
              description="Display your email address on your profile."
              checked={showEmail}
              onCheckedChange={setShowEmail}
            />
            <SwitchRow
              id="privacy-show-phone"
              label="Show Phone"
              description="Display your phone number on your profile."
              checked={showPhone}
              onCheckedChange={setShowPhone}
            />
            <SwitchRow
              id="privacy-allow-messages"
              label="Allow Messages"
              description="Let other members send you direct messages."
              checked={allowMessages}
              onCheckedChange={setAllowMessages}
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Account Verification</CardTitle>
        </CardHeader>
        <CardContent className="flex items-start gap-3">
          <verification.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-1.5">
            <Badge variant="secondary" className="justify-self-start">
              {verification.label}
            </Badge>
            <p className="text-sm text-muted-foreground">{verification.text}</p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
