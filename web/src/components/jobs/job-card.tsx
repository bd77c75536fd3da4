import type { Job } from "@contract/jobs.ts";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useToggleSavedJob } from "@web/features/jobs/api/jobs.ts";
import { jobHref } from "@web/features/jobs/job-href.ts";
import { displayName } from "@web/lib/avatar.ts";
import { capitalize } from "@web/lib/text.ts";
import { formatJobDate } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import { Bookmark, BookmarkCheck, Calendar, Check, MapPin, PoundSterling } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";

/** The application form, fetched when a member first presses Apply Now. */
const ApplyDialog = lazy(() =>
  import("./apply-dialog.tsx").then((module) => ({ default: module.ApplyDialog })),
);

/** Who posted a job: the company for a business, otherwise the member's name. */
export function posterName(job: Job): string {
  return job.company?.name ?? displayName(job.user);
}

/** The pay as the card states it: unpaid work is labelled plainly, never hidden. */
export function PayLine({ job }: { job: Job }) {
  const unpaid = job.pay.type === "unpaid";
  return (
    <span
      className={cn("flex items-center gap-1", unpaid ? "font-medium text-destructive" : "")}
      data-testid="job-pay"
    >
      <PoundSterling className="size-4 shrink-0" aria-hidden="true" />
      {job.budget}
    </span>
  );
}

/** A job on the board: poster, profession, description, where, when, pay, Apply and Save. */
export function JobCard({ job }: { job: Job }) {
  return (
    <Card className="grid gap-3 p-5" data-testid="job-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <UserAvatar
            user={{
              ...job.user,
              profileImageUrl: job.company?.logoUrl ?? job.user.profileImageUrl,
            }}
            size="sm"
          />
          <div className="min-w-0">
            <Link
              href={jobHref(job.id)}
              className="block font-semibold leading-snug wrap-anywhere hover:underline"
            >
              {job.title}
            </Link>
            <Link
              href={`/profile/${job.user.id}`}
              className="text-sm text-muted-foreground wrap-anywhere hover:underline"
            >
              {posterName(job)}
            </Link>
          </div>
        </div>
        <Badge variant="accent">{job.profession}</Badge>
      </div>
      <p className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">{job.description}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {job.location ? (
          <span className="flex min-w-0 items-center gap-1 wrap-anywhere">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {job.location}
          </span>
        ) : null}
        <span className="flex items-center gap-1">
          <Calendar className="size-4" aria-hidden="true" />
          Posted {formatJobDate(job.createdAt)}
        </span>
        <PayLine job={job} />
      </div>
      <JobActions job={job} />
    </Card>
  );
}

/** Apply Now (or what stands in its way) and Save/Saved, on the card and the job's page. */
export function JobActions({ job }: { job: Job }) {
  const { user } = useAuth();
  const [applying, setApplying] = useState(false);
  const toggleSave = useToggleSavedJob();
  const own = user?.id === job.user.id;

  return (
    <div className="flex flex-wrap gap-2">
      {own ? (
        <Button asChild variant="outline" size="sm">
          <Link href="/companies">Manage in Business Portal</Link>
        </Button>
      ) : job.applicationStatus ? (
        <Button size="sm" variant="secondary" disabled>
          <Check aria-hidden="true" />
          Applied · {capitalize(job.applicationStatus)}
        </Button>
      ) : job.status === "closed" ? (
        <Button size="sm" variant="secondary" disabled>
          Closed
        </Button>
      ) : (
        <Button size="sm" onClick={() => setApplying(true)}>
          Apply Now
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        aria-pressed={job.isSaved}
        disabled={toggleSave.isPending}
        onClick={() => toggleSave.mutate({ jobId: job.id, save: !job.isSaved })}
      >
        {job.isSaved ? (
          <BookmarkCheck className="text-primary" aria-hidden="true" />
        ) : (
          <Bookmark aria-hidden="true" />
        )}
        {job.isSaved ? "Saved" : "Save"}
      </Button>
      {applying ? (
        <Suspense fallback={null}>
          <ApplyDialog job={job} onClose={() => setApplying(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function JobCardSkeleton() {
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex items-center gap-2.5">
        <Skeleton shape="round" className="size-9" />
        <div className="grid flex-1 gap-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-20" />
      </div>
    </Card>
  );
}
