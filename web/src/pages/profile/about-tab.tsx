import type { Profile } from "@contract/users.ts";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { displayName } from "@web/lib/avatar.ts";
import { joinedLabel, websiteHref, websiteLabel } from "@web/lib/profile.ts";
import type { ReactNode } from "react";

/** About tab: the bio (or 'No bio added yet.') and the member's details. */
export function AboutTab({ profile, isOwn }: { profile: Profile; isOwn: boolean }) {
  // Contact details arrive only when the member chose to show them (always for yourself).
  const contact = !isOwn && (profile.email || profile.phone);
  return (
    <Card>
      <CardHeader>
        <CardTitle>About {isOwn ? "you" : profile.firstName || displayName(profile)}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {profile.bio ? (
          <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{profile.bio}</p>
        ) : (
          <p className="text-muted-foreground">No bio added yet.</p>
        )}
        <dl className="grid gap-x-6 gap-y-4 border-t pt-5 text-sm sm:grid-cols-2">
          <Fact label="Profession">{profile.profession || "Creative"}</Fact>
          <Fact label="Location">{profile.location || "Not specified"}</Fact>
          <Fact label="Website">
            {profile.website ? (
              <a
                href={websiteHref(profile.website)}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary hover:underline"
              >
                {websiteLabel(profile.website)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              "Not specified"
            )}
          </Fact>
          <Fact label="Member since">{joinedLabel(profile.createdAt).replace(/^Joined /, "")}</Fact>
          {contact && profile.email ? (
            <Fact label="Email">
              <a href={`mailto:${profile.email}`} className="text-primary hover:underline">
                {profile.email}
              </a>
            </Fact>
          ) : null}
          {contact && profile.phone ? (
            <Fact label="Phone">
              <a
                href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`}
                className="text-primary hover:underline"
              >
                {profile.phone}
              </a>
            </Fact>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}
