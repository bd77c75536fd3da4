import { formatWholeNumber } from "@contract/en-gb.ts";
import { FALLBACK_TRENDING } from "@contract/posts.ts";
import type { User, UserSummary } from "@contract/users.ts";
import { QuickActionsCard } from "@web/components/sidebar/quick-actions-card.tsx";
import { SidebarCard } from "@web/components/sidebar/sidebar-card.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useJobs } from "@web/features/jobs/api/jobs.ts";
import { jobHref } from "@web/features/jobs/job-href.ts";
import { useTrendingTags } from "@web/features/posts/api/trending.ts";
import { useFollowMember } from "@web/features/users/api/follow.ts";
import { useMemberStats } from "@web/features/users/api/stats.ts";
import { useSuggestedMembers } from "@web/features/users/api/suggestions.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatJobDate } from "@web/lib/time.ts";
import {
  BarChart3,
  Briefcase,
  Eye,
  Heart,
  Loader2,
  MapPin,
  PenSquare,
  TrendingUp,
  UserPlus,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** The sidebars show the first 3 suggested users and the first 3 jobs. */
export const SIDEBAR_LIMIT = 3;

function RowSkeletons({ count, withAvatar = false }: { count: number; withAvatar?: boolean }) {
  return (
    <div role="status" className="grid gap-3.5">
      <span className="sr-only">Loading...</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex items-center gap-3">
          {withAvatar ? <Skeleton shape="round" className="size-9 shrink-0" /> : null}
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/* ---------------------------------------------------------------- left */

function QuickActions({ onCreatePost }: { onCreatePost: () => void }) {
  return (
    <QuickActionsCard icon={<PenSquare aria-hidden="true" />}>
      <Button align="start" onClick={onCreatePost}>
        <PenSquare aria-hidden="true" />
        Create Post
      </Button>
    </QuickActionsCard>
  );
}

/** Trending in UK: the server ranks the week's tags and falls back to a fixed list. */
function TrendingCard() {
  const trending = useTrendingTags();
  const tags = trending.isError ? FALLBACK_TRENDING : trending.data;
  return (
    <SidebarCard title="Trending in UK" icon={<TrendingUp aria-hidden="true" />}>
      {tags ? (
        <ol className="grid gap-1">
          {tags.map(({ tag, count }, index) => (
            <li
              key={tag}
              className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm transition-colors hover:bg-muted"
            >
              <span className="w-4 text-right text-xs tabular-nums text-muted-foreground">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{tag}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {formatWholeNumber(count)} {count === 1 ? "post" : "posts"}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <RowSkeletons count={6} />
      )}
    </SidebarCard>
  );
}

/** Your Analytics: shown only once the member's stats have arrived. */
export function AnalyticsCard({ user }: { user: User }) {
  const stats = useMemberStats(user.id);
  if (!stats.data) return null;
  const rows = [
    { label: "Profile Views", value: stats.data.profileViews, icon: Eye },
    { label: "Post Engagement", value: stats.data.postEngagement, icon: Heart },
    { label: "New Followers", value: stats.data.newFollowers, icon: UserPlus },
  ];
  return (
    <SidebarCard title="Your Analytics" icon={<BarChart3 aria-hidden="true" />}>
      <dl className="grid gap-3">
        {rows.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex items-center gap-3 text-sm">
            <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <dt className="flex-1 text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatWholeNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">Last 30 days</p>
    </SidebarCard>
  );
}

/* --------------------------------------------------------------- right */

function PersonLink({ person, children }: { person: UserSummary; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Link href={`/profile/${person.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        {children ?? <UserAvatar user={person} size="sm" />}
      </Link>
      <div className="min-w-0">
        <Link
          href={`/profile/${person.id}`}
          className="block truncate text-sm font-medium hover:underline"
        >
          {displayName(person)}
          <VerifiedBadge verified={person.isVerified} />
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {[person.profession || "Creative", person.location].filter(Boolean).join(" · ")}
        </p>
      </div>
    </div>
  );
}

function SuggestedConnections() {
  const suggested = useSuggestedMembers();
  const follow = useFollowMember("suggestions");
  const people = suggested.data?.slice(0, SIDEBAR_LIMIT) ?? [];

  return (
    <SidebarCard title="Suggested Connections" icon={<UserPlus aria-hidden="true" />}>
      {suggested.isPending ? (
        <RowSkeletons count={SIDEBAR_LIMIT} withAvatar />
      ) : people.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {suggested.isError
            ? "Suggestions could not be loaded."
            : "You're connected with everyone we'd suggest for now."}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3.5">
          {people.map((person) => {
            const pending = follow.isPending && follow.variables?.member.id === person.id;
            return (
              <li key={person.id} className="flex items-center gap-2">
                <PersonLink person={person} />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Follow ${displayName(person)}`}
                  disabled={pending}
                  onClick={() => follow.mutate({ member: person, follow: true })}
                  className="shrink-0"
                >
                  {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  Follow
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="mt-3 w-full text-primary" asChild>
        <Link href="/network">See All Suggestions</Link>
      </Button>
    </SidebarCard>
  );
}

/** The first 3 jobs; until the jobs list exists (or when it fails) a quiet empty state. */
function RecentOpportunities() {
  const jobs = useJobs(SIDEBAR_LIMIT);
  const recent = jobs.data ?? [];

  return (
    <SidebarCard title="Recent Opportunities" icon={<Briefcase aria-hidden="true" />}>
      {jobs.isPending ? (
        <RowSkeletons count={SIDEBAR_LIMIT} />
      ) : recent.length === 0 ? (
        <p className="text-sm text-muted-foreground">No opportunities yet</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {recent.map((job) => (
            <li key={job.id}>
              <Link
                href={jobHref(job.id)}
                className="-mx-2 block rounded-lg px-2 py-2 transition-colors hover:bg-muted"
              >
                <p className="truncate text-sm font-medium">{job.title}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  {job.location ? (
                    <span className="flex items-center gap-1">
                      <MapPin className="size-3" aria-hidden="true" />
                      {job.location}
                    </span>
                  ) : null}
                  {job.budget ? <span>{job.budget}</span> : null}
                  <span>{formatJobDate(job.createdAt)}</span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="mt-3 w-full text-primary" asChild>
        <Link href="/opportunities">View All</Link>
      </Button>
    </SidebarCard>
  );
}

/** Active Now: the first 3 suggested members. */
function ActiveNow() {
  const suggested = useSuggestedMembers();
  const people = suggested.data?.slice(0, SIDEBAR_LIMIT) ?? [];
  if (!suggested.isPending && people.length === 0) return null;

  return (
    <SidebarCard
      title="Active Now"
      icon={<span className="size-2 rounded-full bg-success" aria-hidden="true" />}
    >
      {suggested.isPending ? (
        <RowSkeletons count={SIDEBAR_LIMIT} withAvatar />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {people.map((person) => (
            <li key={person.id} className="flex items-center">
              <PersonLink person={person}>
                <span className="relative block">
                  <UserAvatar user={person} size="sm" />
                  <span className="absolute right-0 bottom-0 size-2.5 rounded-full bg-success ring-2 ring-card" />
                </span>
              </PersonLink>
            </li>
          ))}
        </ul>
      )}
    </SidebarCard>
  );
}

/* ---------------------------------------------------------------- columns */

/**
 * The feed's two side columns, drawn only on a wide screen: the feed loads this module when it
 * draws them, so a phone neither downloads their code nor asks for their data.
 */
export function ShortcutsColumn({
  user,
  onCreatePost,
}: {
  user: User | null;
  onCreatePost: () => void;
}) {
  return (
    <>
      <QuickActions onCreatePost={onCreatePost} />
      <TrendingCard />
      {user ? <AnalyticsCard user={user} /> : null}
    </>
  );
}

export function SuggestionsColumn() {
  return (
    <>
      <SuggestedConnections />
      <RecentOpportunities />
      <ActiveNow />
    </>
  );
}
