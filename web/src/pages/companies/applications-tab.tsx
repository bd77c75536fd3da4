import type { ReceivedApplication } from "@contract/jobs.ts";
import { LoadMore } from "@web/components/load-more.tsx";
import { EmptyState } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useDecideApplication, useReceivedApplications } from "@web/features/jobs/api/business.ts";
import { jobHref } from "@web/features/jobs/job-href.ts";
import { useStartConversation } from "@web/features/messages/api/start-conversation.ts";
import { displayName } from "@web/lib/avatar.ts";
import { applicationBadgeVariant } from "@web/lib/profile.ts";
import { capitalize } from "@web/lib/text.ts";
import { formatJobDate } from "@web/lib/time.ts";
import { Inbox, MessageCircle } from "lucide-react";
import { Link } from "wouter";

/** The applications to the business's jobs, newest first, each with the applicant and what they sent. */
export function ApplicationsTab() {
  const applications = useReceivedApplications();
  if (applications.isPending) {
    return (
      <div role="status" aria-label="Loading applications" className="grid gap-3">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (applications.isError) {
    return <EmptyState title="Applications could not be loaded" />;
  }
  if (applications.items.length === 0) {
    return (
      <EmptyState icon={<Inbox aria-hidden="true" />} title="No applications yet">
        <p>Applications to your jobs will appear here.</p>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {applications.items.map((application) => (
          <li key={application.id}>
            <ReceivedApplicationCard application={application} />
          </li>
        ))}
      </ul>
      <LoadMore pages={applications} />
    </div>
  );
}

function ReceivedApplicationCard({ application }: { application: ReceivedApplication }) {
  const decide = useDecideApplication();
  const message = useStartConversation();
  const { applicant, status } = application;
  const choose = (next: "shortlisted" | "accepted" | "rejected") =>
    decide.mutate({ applicationId: application.id, status: next });

  return (
    <Card className="grid gap-3 p-4" data-testid="received-application">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link href={`/profile/${applicant.id}`} className="flex min-w-0 items-center gap-2.5">
          <UserAvatar user={applicant} size="md" />
          <span className="min-w-0">
            <span className="block font-semibold wrap-anywhere">{displayName(applicant)}</span>
            <span className="block text-sm wrap-anywhere text-muted-foreground">
              {[applicant.profession, applicant.location].filter(Boolean).join(" · ") || "Creative"}
            </span>
          </span>
        </Link>
        <Badge variant={applicationBadgeVariant(status)}>{capitalize(status)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        For{" "}
        <Link href={jobHref(application.job.id)} className="font-medium hover:underline">
          {application.job.title}
        </Link>{" "}
        · Applied {formatJobDate(application.createdAt)}
      </p>
      {application.coverLetter ? (
        <p className="border-l-2 pl-3 text-sm whitespace-pre-line wrap-anywhere">
          {application.coverLetter}
        </p>
      ) : null}
      {application.portfolioItems.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Attached portfolio items">
          {application.portfolioItems.map((item) => (
            <li key={item.id}>
              <Link
                href={`/profile/${applicant.id}`}
                className="flex items-center gap-2 rounded-md border p-1.5 pr-3 text-sm hover:bg-muted"
              >
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    alt=""
                    className="size-10 rounded object-cover"
                    loading="lazy"
                  />
                ) : null}
                <span className="max-w-40 truncate">{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending || status === "shortlisted"}
          onClick={() => choose("shortlisted")}
        >
          Shortlist
        </Button>
        <Button
          size="sm"
          disabled={decide.isPending || status === "accepted"}
          onClick={() => choose("accepted")}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={decide.isPending || status === "rejected"}
          onClick={() => choose("rejected")}
        >
          Reject
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={message.isPending}
          onClick={() =>
            message.mutate({ recipientId: applicant.id, firstName: applicant.firstName })
          }
        >
          <MessageCircle aria-hidden="true" />
          Message
        </Button>
      </div>
    </Card>
  );
}
