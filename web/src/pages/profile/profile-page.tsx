import { EmptyState } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useFollowCounts } from "@web/features/users/api/follow.ts";
import { isNotFoundError, useProfile } from "@web/features/users/api/get-profile.ts";
import { useSideColumns } from "@web/hooks/use-media-query.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { copyToClipboard } from "@web/lib/clipboard.ts";
import { profileShareUrl } from "@web/lib/profile.ts";
import { Ban, Lock, RefreshCw, UserRoundX } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { ProfileHeader, type ProfileSummaryProps } from "./profile-header.tsx";
import { type ProfileTab, ProfileTabs } from "./profile-tabs.tsx";

/** The sidebar shows on a wide screen only, so a phone neither downloads nor draws it. */
const ProfileSidebar = lazy(() =>
  import("./profile-sidebar.tsx").then((module) => ({ default: module.ProfileSidebar })),
);

/** /profile/{id}; the route passes the signed-in member's id when the path has none. */
export default function ProfilePage({ userId }: { userId: string }) {
  // A new member starts on the Posts tab again.
  return <MemberProfile key={userId} userId={userId} />;
}

function MemberProfile({ userId }: { userId: string }) {
  const { user } = useAuth();
  const isOwn = user?.id === userId;
  const profile = useProfile(userId);
  const counts = useFollowCounts(userId);
  const [tab, setTab] = useState<ProfileTab>("posts");
  const sideColumns = useSideColumns();

  if (profile.isPending) return <ProfileSkeleton />;

  if (profile.isError) {
    if (isNotFoundError(profile.error)) {
      return (
        <div className="mx-auto max-w-2xl py-10">
          <EmptyState icon={<UserRoundX aria-hidden="true" />} title={<h1>User not found</h1>}>
            <p>The profile you're looking for doesn't exist.</p>
            <Button asChild variant="outline" className="mt-4">
              <Link href="/network">Find Creatives</Link>
            </Button>
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-2xl py-10">
        <EmptyState title={<h1>This profile could not be loaded</h1>}>
          <p>Please check your connection and try again.</p>
          <Button variant="outline" className="mt-4" onClick={() => void profile.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </EmptyState>
      </div>
    );
  }

  const member = profile.data;
  const postCount = member.postsCount === null ? undefined : String(member.postsCount);

  async function shareProfile() {
    const url = profileShareUrl(window.location.origin, member.id);
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: `${displayName(member)} on Atelier`, url });
        return;
      }
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
    if (await copyToClipboard(url)) {
      toast({
        title: "Profile Link Copied!",
        description: "Your profile link has been copied to the clipboard.",
        variant: "success",
      });
    } else {
      toast({ title: "Failed to share profile", variant: "destructive" });
    }
  }

  const summary: ProfileSummaryProps = {
    profile: member,
    isOwn,
    counts: counts.data,
    postCount,
    onShare: () => void shareProfile(),
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <ProfileHeader {...summary} />
        {member.contentVisible ? (
          <ProfileTabs profile={member} isOwn={isOwn} tab={tab} onTabChange={setTab} />
        ) : member.blockedByMe ? (
          <EmptyState
            icon={<Ban aria-hidden="true" />}
            title={<h2>You blocked this member</h2>}
            space="lg"
          >
            <p>
              You and {displayName(member)} can't see each other's posts, portfolio or calendar.
              Unblock them to see what their privacy settings allow.
            </p>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<Lock aria-hidden="true" />}
            title={<h2>This profile is private</h2>}
            space="lg"
          >
            <p>
              {displayName(member)} shares their posts, portfolio and calendar only with the people
              they choose. If they share with followers, follow them to see more.
            </p>
          </EmptyState>
        )}
      </div>
      {sideColumns ? (
        <Suspense fallback={null}>
          <ProfileSidebar {...summary} onOpenTab={setTab} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading profile"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="grid content-start gap-6">
        <Card className="overflow-hidden">
          <Skeleton shape="square" className="h-28 sm:h-36" />
          <div className="px-5 pb-6 sm:px-7">
            <Skeleton
              shape="round"
              className="-mt-14 size-28 ring-4 ring-card sm:-mt-16 sm:size-32"
            />
            <Skeleton className="mt-4 h-7 w-56" />
            <Skeleton shape="round" className="mt-3 h-5 w-24" />
            <Skeleton className="mt-4 h-4 w-full max-w-lg" />
            <Skeleton className="mt-2 h-4 w-2/3 max-w-md" />
            <div className="mt-5 flex gap-6 border-t pt-4">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-16" />
            </div>
          </div>
        </Card>
        <Skeleton shape="field" className="h-11 w-full" />
        <Skeleton shape="card" className="h-48 w-full" />
      </div>
      <div className="hidden flex-col gap-5 lg:flex">
        <Skeleton shape="card" className="h-56 w-full" />
        <Skeleton shape="card" className="h-40 w-full" />
      </div>
      <span className="sr-only">Loading...</span>
    </div>
  );
}
