import type { FollowCounts } from "@contract/profile.ts";
import type { Profile } from "@contract/users.ts";
import { BlockMenuSlot, UnblockButton } from "@web/components/block-menu-button.tsx";
import { ProfilePhotoUploader } from "@web/components/profile-photo-uploader.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useStartConversation } from "@web/features/messages/api/start-conversation.ts";
import { useFollowMember, useIsFollowing } from "@web/features/users/api/follow.ts";
import { displayName } from "@web/lib/avatar.ts";
import { joinedLabel, websiteHref, websiteLabel } from "@web/lib/profile.ts";
import {
  Calendar,
  Camera,
  Clock,
  Flag,
  Globe,
  Loader2,
  MapPin,
  MessageCircle,
  Settings,
  Share2,
  UserCheck,
  UserPlus,
} from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "wouter";

/** What the header and the sidebar both show of a profile, and the Share action. */
export type ProfileSummaryProps = {
  profile: Profile;
  isOwn: boolean;
  counts: FollowCounts | undefined;
  /** The Posts count as shown, or undefined while unknown (a private profile, or loading). */
  postCount: string | undefined;
  onShare: () => void;
};

/** The header card: photo, name, profession, bio, details, counts and the main actions. */
export function ProfileHeader({ profile, isOwn, counts, postCount, onShare }: ProfileSummaryProps) {
  const name = displayName(profile);
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-28 bg-[linear-gradient(120deg,oklch(0.62_0.2_290),oklch(0.7_0.16_330),oklch(0.8_0.12_60))] sm:h-36"
      />
      <div className="px-5 pb-6 sm:px-7">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="relative -mt-14 sm:-mt-16">
            <UserAvatar user={profile} size="profile" decorative={false} />
            {isOwn ? <ChangePhotoOverlay /> : null}
          </div>
          <div className="flex flex-wrap items-center gap-2 pt-3">
            {isOwn ? (
              <>
                <Button variant="outline" asChild>
                  <Link href="/settings">
                    <Settings aria-hidden="true" />
                    Edit Profile
                  </Link>
                </Button>
                {/* The sidebar holds Share Profile on wide screens. */}
                <Button variant="outline" className="lg:hidden" onClick={onShare}>
                  <Share2 aria-hidden="true" />
                  Share Profile
                </Button>
              </>
            ) : profile.blockedByMe ? (
              <UnblockButton member={profile} />
            ) : (
              <>
                <FollowButton profile={profile} />
                <MessageButton profile={profile} />
                <BlockMenuSlot member={profile} />
                <ReportMemberButton profile={profile} />
              </>
            )}
          </div>
        </div>

        <div className="mt-4 min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 font-display text-2xl font-semibold tracking-tight sm:text-3xl">
            <span className="min-w-0 break-words">{name}</span>
            <VerifiedBadge verified={profile.isVerified} size="lg" />
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge variant="accent">{profile.profession || "Creative"}</Badge>
          </div>
          {profile.bio ? (
            <p className="mt-4 max-w-2xl text-[0.95rem] leading-relaxed wrap-anywhere whitespace-pre-line">
              {profile.bio}
            </p>
          ) : null}
          <ul className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {profile.location ? (
              <Detail icon={<MapPin aria-hidden="true" />}>{profile.location}</Detail>
            ) : null}
            {profile.website ? (
              <Detail icon={<Globe aria-hidden="true" />}>
                <a
                  href={websiteHref(profile.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary hover:underline"
                >
                  {websiteLabel(profile.website)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Detail>
            ) : null}
            <Detail icon={<Calendar aria-hidden="true" />}>{joinedLabel(profile.createdAt)}</Detail>
          </ul>
        </div>

        <ul
          aria-label="Profile counts"
          className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t pt-4"
        >
          <Count testId="count-followers" value={counts?.followers} label="Followers" />
          <Count testId="count-following" value={counts?.following} label="Following" />
          <Count testId="count-posts" value={postCount} label="Posts" />
        </ul>
      </div>
    </Card>
  );
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5 [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

function Count({
  value,
  label,
  testId,
}: {
  value: number | string | undefined;
  label: string;
  testId: string;
}) {
  return (
    <li data-testid={testId} className="text-sm text-muted-foreground">
      <span className="font-semibold text-foreground tabular-nums">{value ?? "–"}</span> {label}
    </li>
  );
}

/** Own profile: a camera button over the photo opens the upload dialog (5 MB, images). */
function ChangePhotoOverlay() {
  return (
    <ProfilePhotoUploader
      variant="secondary"
      size="sm"
      round
      className="absolute -right-1 bottom-1 border border-card shadow-md"
    >
      {(saving) => (
        <>
          {saving ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Camera aria-hidden="true" />
          )}
          Change Photo
        </>
      )}
    </ProfilePhotoUploader>
  );
}

function FollowButton({ profile }: { profile: Profile }) {
  const status = useIsFollowing(profile.id, true);
  const toggle = useFollowMember("profile");
  const isFollowing = status.data?.isFollowing ?? false;
  // A followers-only member who has not answered yet: pressing again withdraws the request.
  const isRequested = status.data?.isRequested ?? false;
  const busy = toggle.isPending || status.isPending;
  return (
    <Button
      // Neutral until the status is known, so a followed member's button does not flash.
      variant={isFollowing || isRequested || status.isPending ? "outline" : "default"}
      disabled={busy}
      aria-busy={toggle.isPending || undefined}
      onClick={() => toggle.mutate({ member: profile, follow: !(isFollowing || isRequested) })}
      className="min-w-32"
    >
      {busy ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : isFollowing ? (
        <UserCheck aria-hidden="true" />
      ) : isRequested ? (
        <Clock aria-hidden="true" />
      ) : (
        <UserPlus aria-hidden="true" />
      )}
      {isFollowing ? "Following" : isRequested ? "Requested" : "Follow"}
    </Button>
  );
}

/** The report form, fetched at the first click on Report: few visitors of a profile report it. */
const ReportDialog = lazy(() =>
  import("@web/components/report-dialog.tsx").then((module) => ({ default: module.ReportDialog })),
);

function ReportMemberButton({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Report ${displayName(profile)}`}
        title="Report"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" />
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            targetType="member"
            targetId={profile.id}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function MessageButton({ profile }: { profile: Profile }) {
  const start = useStartConversation();
  return (
    <Button
      variant="outline"
      disabled={start.isPending}
      aria-busy={start.isPending || undefined}
      onClick={() => start.mutate({ recipientId: profile.id, firstName: profile.firstName })}
    >
      {start.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <MessageCircle aria-hidden="true" />
      )}
      Message
    </Button>
  );
}
