import { type AdminVerification, REJECTION_REASON_MESSAGE } from "@contract/kyc.ts";
import { EmptyState } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import {
  usePendingVerifications,
  useReviewVerification,
} from "@web/features/admin-trust/api/verifications.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { BadgeCheck, ExternalLink, Loader2, ShieldCheck, X } from "lucide-react";
import { useId, useState } from "react";
import { useAdminFailure } from "./admin-failure.ts";
import { RequiredTextarea, useRequiredText } from "./required-text.tsx";

/** The verification queue: each pending submission's details and document, to approve or reject. */
export function VerificationPanel() {
  const queue = usePendingVerifications();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Verification Queue</CardTitle>
      </CardHeader>
      <CardContent>
        {queue.isLoading ? (
          <Skeleton className="h-32" />
        ) : queue.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The verification queue could not be loaded.
          </p>
        ) : queue.data?.length ? (
          <ul className="grid gap-3">
            {queue.data.map((submission) => (
              <VerificationRow key={submission.id} submission={submission} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={<ShieldCheck aria-hidden="true" />} title="No pending verifications">
            New submissions appear here for review.
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}

function VerificationRow({ submission }: { submission: AdminVerification }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const reason = useRequiredText(REJECTION_REASON_MESSAGE);
  const fail = useAdminFailure();
  const review = useReviewVerification({
    onSuccess: (decision) =>
      toast({
        title: decision.decision === "approve" ? "Verification Approved!" : "Verification Rejected",
        description: `${submission.fullName} has been told.`,
        variant: "success",
      }),
    onError: (error) =>
      fail("Error", "Failed to update the verification. Please try again.")(error),
  });
  const member = displayName(submission.member);
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={`Verification of ${member}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold wrap-anywhere">
          {submission.fullName}{" "}
          <span className="text-sm font-normal text-muted-foreground">
            ({member}, {submission.member.email})
          </span>
        </p>
        <span className="text-xs text-muted-foreground">
          {formatPostTime(submission.createdAt)}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Date of birth</dt>
        <dd>{submission.dateOfBirth}</dd>
        <dt className="text-muted-foreground">Address</dt>
        <dd className="whitespace-pre-line wrap-anywhere">{submission.address}</dd>
        <dt className="text-muted-foreground">Profession</dt>
        <dd className="wrap-anywhere">{submission.profession}</dd>
        <dt className="text-muted-foreground">Experience</dt>
        <dd className="whitespace-pre-line wrap-anywhere">{submission.experience}</dd>
        <dt className="text-muted-foreground">Document</dt>
        <dd>
          {submission.idDocumentUrl ? (
            <a
              href={submission.idDocumentUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              View document
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : (
            "None attached"
          )}
        </dd>
      </dl>
      {rejecting ? (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const why = reason.take();
            if (why) review.mutate({ id: submission.id, decision: "reject", reason: why });
          }}
        >
          <RequiredTextarea
            id={`${id}-reason`}
            label="Reason for rejection (the member sees it)"
            text={reason}
            maxLength={500}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={review.isPending}>
              {review.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Reject
            </Button>
            <Button type="button" variant="outline" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={review.isPending}
            onClick={() => review.mutate({ id: submission.id, decision: "approve" })}
          >
            <BadgeCheck aria-hidden="true" />
            Approve
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)}>
            <X aria-hidden="true" />
            Reject with reason
          </Button>
        </div>
      )}
    </li>
  );
}
