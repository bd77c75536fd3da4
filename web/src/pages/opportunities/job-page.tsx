import { JobActions, PayLine, posterName } from "@web/components/jobs/job-card.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useJob } from "@web/features/jobs/api/jobs.ts";
import { hasStatus } from "@web/lib/api-client.ts";
import { applicationBadgeVariant } from "@web/lib/profile.ts";
import { capitalize } from "@web/lib/text.ts";
import { formatJobDate } from "@web/lib/time.ts";
import { ArrowLeft, Briefcase, MapPin } from "lucide-react";
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
            <div className="flex gap-2">
              {job.data.status === "closed" ? <Badge variant="secondary">Closed</Badge> : null}
              <Badge variant="accent">{job.data.profession}</Badge>
            </div>
          </div>
          <Link
            href={`/profile/${job.data.user.id}`}
            className="mt-3 flex items-center gap-2.5 text-sm font-medium wrap-anywhere"
          >
            <UserAvatar
              user={{
                ...job.data.user,
                profileImageUrl: job.data.company?.logoUrl ?? job.data.user.profileImageUrl,
              }}
              size="xs"
            />
            {posterName(job.data)}
            <VerifiedBadge verified={job.data.user.isVerified} />
          </Link>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {job.data.location ? (
              <span className="flex items-center gap-1 wrap-anywhere">
                <MapPin className="size-4 shrink-0" aria-hidden="true" />
                {job.data.location}
              </span>
            ) : null}
            <PayLine job={job.data} />
            <span>Posted {formatJobDate(job.data.createdAt)}</span>
            {job.data.closingDate ? (
              <span>Closes {formatJobDate(job.data.closingDate)}</span>
            ) : null}
          </div>
          {job.data.applicationStatus ? (
            <p className="mt-4 flex items-center gap-2 text-sm">
              Your application:
              <Badge variant={applicationBadgeVariant(job.data.applicationStatus)}>
                {capitalize(job.data.applicationStatus)}
              </Badge>
            </p>
          ) : null}
          <p className="mt-5 text-sm whitespace-pre-line wrap-anywhere">{job.data.description}</p>
          <div className="mt-6">
            <JobActions job={job.data} />
          </div>
        </Card>
      )}
    </div>
  );
}
