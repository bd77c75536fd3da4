import type { Job } from "@contract/jobs.ts";
import type { Post } from "@contract/posts.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "@contract/search.ts";
import type { UserSummary } from "@contract/users.ts";
import { EmptyState, PageHeader } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { jobHref } from "@web/features/jobs/job-href.ts";
import { hashtagSearchHref } from "@web/features/posts/posts.ts";
import { useSearchResults } from "@web/features/search/api/search.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatJobDate, formatPostTime } from "@web/lib/time.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";
import { Briefcase, FileText, MapPin, PoundSterling, Search, Users } from "lucide-react";
import { Fragment, type ReactNode, useEffect } from "react";
import { Link, useSearch } from "wouter";

function ResultGroup({
  id,
  title,
  icon,
  loading,
  empty,
  results,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  loading: boolean;
  empty: string;
  /** One `<li>` per match; the badge counts them. */
  results: ReactNode[];
}) {
  const count = results.length;
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <div className="flex items-center gap-2">
        <span className="text-primary [&_svg]:size-5">{icon}</span>
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {loading ? null : <Badge variant="secondary">{count}</Badge>}
      </div>
      {loading ? (
        <div className="grid gap-3">
          <Skeleton shape="card" className="h-20 w-full" />
          <Skeleton shape="card" className="h-20 w-full" />
        </div>
      ) : count === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/60 px-4 py-8 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-3">{results}</ul>
      )}
    </section>
  );
}

function CreativeResult({ user }: { user: UserSummary }) {
  return (
    <li>
      <Link
        href={`/profile/${user.id}`}
        className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40"
      >
        <UserAvatar user={user} size="md" />
        <div className="min-w-0">
          <p className="truncate font-medium">
            {displayName(user)}
            <VerifiedBadge verified={user.isVerified} />
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {[user.profession, user.location].filter(Boolean).join(" · ") || "Creative"}
          </p>
        </div>
      </Link>
    </li>
  );
}

function JobResult({ job }: { job: Job }) {
  return (
    <li>
      <Card className="p-4">
        <div className="flex items-start justify-between gap-3">
          <Link href={jobHref(job.id)} className="font-medium hover:underline">
            {job.title}
          </Link>
          <Badge variant="accent">{job.profession}</Badge>
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{job.description}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span>
            by {displayName(job.user)}
            <VerifiedBadge verified={job.user.isVerified} />
          </span>
          {job.location ? (
            <span className="flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {job.location}
            </span>
          ) : null}
          {job.budget ? (
            <span className="flex items-center gap-1">
              <PoundSterling className="size-3.5" aria-hidden="true" />
              {job.budget.replace(/^£/, "")}
            </span>
          ) : null}
          <span>Posted {formatJobDate(job.createdAt)}</span>
        </div>
      </Card>
    </li>
  );
}

function PostResult({ post }: { post: Post }) {
  return (
    <li>
      <Card className="p-4">
        <Link href={`/profile/${post.user.id}`} className="flex items-center gap-2.5">
          <UserAvatar user={post.user} size="xs" />
          <span className="text-sm font-medium">
            {displayName(post.user)}
            <VerifiedBadge verified={post.user.isVerified} />
          </span>
          <span className="text-xs text-muted-foreground">{formatPostTime(post.createdAt)}</span>
        </Link>
        <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line wrap-anywhere">
          {post.content}
        </p>
        {post.hashtags.length > 0 ? (
          <p className="mt-2 truncate text-xs text-primary">
            {post.hashtags.map((tag, index) => (
              <Fragment key={tag}>
                {index > 0 ? " " : null}
                <Link href={hashtagSearchHref(tag)} className="hover:underline">
                  {tag}
                </Link>
              </Fragment>
            ))}
          </p>
        ) : null}
      </Card>
    </li>
  );
}

/** /search?q=...: creatives, jobs and posts matching the text (opened by a full page load). */
export default function SearchPage() {
  const query = (new URLSearchParams(useSearch()).get("q") ?? "").trim();
  const apiQuery = query.slice(0, SEARCH_QUERY_MAX_LENGTH);

  const { data, isLoading, error } = useSearchResults(apiQuery);

  useEffect(() => {
    if (isUnauthorizedError(error)) handleUnauthorized(toast);
  }, [error]);

  if (!query) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title="Search" description="Find creatives, jobs and posts across Atelier." />
        <EmptyState icon={<Search aria-hidden="true" />} title="Enter something to search for">
          Use the search box at the top of the page.
        </EmptyState>
      </div>
    );
  }

  const users = data?.users ?? [];
  const jobs = data?.jobs ?? [];
  const posts = data?.posts ?? [];
  const total = users.length + jobs.length + posts.length;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={`Search results for "${query}"`}
        description={
          isLoading
            ? "Searching..."
            : error
              ? null
              : `${total} ${total === 1 ? "result" : "results"} across creatives, jobs and posts`
        }
      />
      {error && !isUnauthorizedError(error) ? (
        <EmptyState title="Search failed" className="mb-6">
          Something went wrong while searching. Please try again.
        </EmptyState>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-3">
        <ResultGroup
          id="results-creatives"
          title="Creatives"
          icon={<Users aria-hidden="true" />}
          loading={isLoading}
          empty="No creatives found"
          results={users.map((user) => <CreativeResult key={user.id} user={user} />)}
        />
        <ResultGroup
          id="results-jobs"
          title="Jobs"
          icon={<Briefcase aria-hidden="true" />}
          loading={isLoading}
          empty="No jobs found"
          results={jobs.map((job) => <JobResult key={job.id} job={job} />)}
        />
        <ResultGroup
          id="results-posts"
          title="Posts"
          icon={<FileText aria-hidden="true" />}
          loading={isLoading}
          empty="No posts found"
          results={posts.map((post) => <PostResult key={post.id} post={post} />)}
        />
      </div>
    </div>
  );
}
