import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useJob } from "@web/features/jobs/api/jobs.ts";
import { hasStatus } from "@web/lib/api-client.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatJobDate } from "@web/lib/time.ts";
import { ArrowLeft, Briefcase, MapPin, PoundSterling } from "lucide-react";
import { Link } from "wouter";

function BackToOpportunities() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 mb-4 text-muted-foreground" asChild>
      <Link href="/opportunities">
        <ArrowLeft aria-hidden="true" />
        Back to Opportunities
      </Link>
    </Button>
  );
}

/** /opportunities/{id}: one job in full, with who posted it. */
export default function JobPage({ jobId }: { jobId: string }) {
  const job = useJob(jobId);

  if (job.isError) {
    const missing = hasStatus(job.error, 400, 404);
    return (
      <div className="mx-auto max-w-2xl">
        <BackToOpportunities />
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <Briefcase className="mb-3 size-8 text-muted-foreground" aria-hidden="true" />
          <h1 className="font-display text-2xl font-semibold tracking-tight">
            {missing ? "Job not found" : "This job could not be loaded"}
          </h1>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            {missing
              ? "It may have been taken down, or the link may be wrong."
              : "Please check your connection and try again."}
          </p>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <BackToOpportunities />
      {job.isPending ? (
        <Card className="space-y-3 p-6" role="status" aria-label="Loading job">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : (
        <Card className="p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="font-display text-2xl font-semibold tracking-tight wrap-anywhere">
              {job.data.title}
            </h1>
            <Badge variant="accent">{job.data.profession}</Badge>
          </div>
          <Link
            href={`/profile/${job.data.user.id}`}
            className="mt-3 flex items-center gap-2.5 text-sm font-medium"
          >
            <UserAvatar user={job.data.user} size="xs" />
            {displayName(job.data.user)}
            <VerifiedBadge verified={job.data.user.isVerified} />
          </Link>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {job.data.location ? (
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {job.data.location}
              </span>
            ) : null}
            {job.data.budget ? (
              <span className="flex items-center gap-1">
                <PoundSterling className="size-4" aria-hidden="true" />
                {job.data.budget.replace(/^£/, "")}
              </span>
            ) : null}
            <span>Posted {formatJobDate(job.data.createdAt)}</span>
          </div>
          <p className="mt-5 text-sm whitespace-pre-line wrap-anywhere">{job.data.description}</p>
        </Card>
      )}
    </div>
  );
}
