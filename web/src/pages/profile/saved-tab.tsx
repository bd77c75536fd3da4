import type { Application } from "@contract/jobs.ts";
import { JobCard } from "@web/components/jobs/job-card.tsx";
import { LoadMore } from "@web/components/load-more.tsx";
import { EmptyState } from "@web/components/page-header.tsx";
import { PostCard } from "@web/components/posts/post-card.tsx";
import { PostCardSkeleton } from "@web/components/posts/post-card-skeleton.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useSavedJobs, useWithdrawApplication } from "@web/features/jobs/api/jobs.ts";
import { jobHref } from "@web/features/jobs/job-href.ts";
import { useApplications, useSavedPosts } from "@web/features/saved/api/saved.ts";
import { applicationBadgeVariant, applicationLabel } from "@web/lib/profile.ts";
import { capitalize } from "@web/lib/text.ts";
import { format } from "date-fns";
import { Bookmark, BookmarkCheck, Briefcase, Lock, RefreshCw } from "lucide-react";
import { Link } from "wouter";

/**
 * The Saved tab: the owner's saved posts, saved jobs and applications, each a page at a time;
 * private to everyone else.
 */
export function SavedTab({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  if (!isOwn) {
    return (
      <EmptyState
        icon={<Lock aria-hidden="true" />}
        title="This user's saved content is private."
      />
    );
  }
  return <OwnSaved userId={userId} />;
}

/** The bookmarks and applications are asked for only by the owner (this component). */
function OwnSaved({ userId }: { userId: string }) {
  const bookmarks = useSavedPosts(userId);
  const applications = useApplications(userId);
  const savedJobs = useSavedJobs();

  if (bookmarks.isPending || applications.isPending || savedJobs.isPending) {
    return (
      <div role="status" aria-label="Loading saved items" className="grid gap-5">
        <Skeleton className="h-6 w-40" />
        <PostCardSkeleton />
      </div>
    );
  }

  if (bookmarks.isError || applications.isError || savedJobs.isError) {
    return (
      <EmptyState title="Your saved items could not be loaded">
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            void bookmarks.refetch();
            void applications.refetch();
            void savedJobs.refetch();
          }}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </EmptyState>
    );
  }

  const posts = bookmarks.posts;
  const applied = applications.items;
  const jobs = savedJobs.items;
  if (posts.length === 0 && applied.length === 0 && jobs.length === 0) {
    return (
      <EmptyState icon={<Bookmark aria-hidden="true" />} title="No Saved Items Yet">
        <p>Posts you bookmark, jobs you save and jobs you apply for will appear here.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/opportunities">Browse Opportunities</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="saved-posts-heading" className="grid gap-4">
        <h2 id="saved-posts-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Bookmark className="size-5 text-primary" aria-hidden="true" />
          Saved Posts
        </h2>
        {posts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Bookmark posts from the feed to keep them here.
          </p>
        ) : (
          posts.map((post) => <PostCard key={post.id} post={post} />)
        )}
        <LoadMore pages={bookmarks} />
      </section>

      <section aria-labelledby="saved-jobs-heading" className="grid gap-4">
        <h2 id="saved-jobs-heading" className="flex items-center gap-2 text-lg font-semibold">
          <BookmarkCheck className="size-5 text-primary" aria-hidden="true" />
          Saved Jobs
        </h2>
        {jobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Save jobs on the{" "}
            <Link href="/opportunities" className="font-medium text-primary hover:underline">
              Opportunities
            </Link>{" "}
            page to keep them here.
          </p>
        ) : (
          <ul className="grid gap-4">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore pages={savedJobs} />
      </section>

      <section aria-labelledby="applications-heading" className="grid gap-4">
        <h2 id="applications-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Briefcase className="size-5 text-primary" aria-hidden="true" />
          My Applications
        </h2>
        {applied.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Jobs you apply for will appear here.{" "}
            <Link href="/opportunities" className="font-medium text-primary hover:underline">
              Browse Opportunities
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3">
            {applied.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore pages={applications} />
      </section>
    </div>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const withdraw = useWithdrawApplication();
  return (
    <Card className="p-4" data-testid="application-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{applicationLabel(application.id)}</p>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            <Link href={jobHref(application.job.id)} className="font-medium hover:underline">
              {application.job.title}
            </Link>
            {application.job.companyName ? ` · ${application.job.companyName}` : ""}
            {application.job.budget ? ` · ${application.job.budget}` : ""} · Applied{" "}
            <time dateTime={application.createdAt}>
              {format(new Date(application.createdAt), "d MMM yyyy")}
            </time>
          </p>
        </div>
        <Badge variant={applicationBadgeVariant(application.status)}>
          {capitalize(application.status)}
        </Badge>
      </div>
      {application.coverLetter ? (
        <p className="mt-3 border-l-2 pl-3 text-sm whitespace-pre-line text-muted-foreground">
          {application.coverLetter}
        </p>
      ) : null}
      {application.status === "pending" ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(application.id)}
        >
          Withdraw
        </Button>
      ) : null}
    </Card>
  );
}
