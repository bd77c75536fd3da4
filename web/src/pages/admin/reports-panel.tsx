import { REPORT_REASON_LABELS, type ReportedTarget } from "@contract/reports.ts";
import { EmptyState } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useOpenReports, useResolveReports } from "@web/features/admin-trust/api/reports.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { capitalize } from "@web/lib/text.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { Ban, Flag, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useAdminFailure } from "./admin-failure.ts";
import { SuspensionForm } from "./suspension-form.tsx";

const DONE: Record<"dismiss" | "remove" | "suspend", string> = {
  dismiss: "Reports dismissed",
  remove: "Content removed",
  suspend: "Member suspended",
};

/** Reported things with open reports, the most reported first: dismiss, remove, or suspend. */
export function ReportsPanel() {
  const reports = useOpenReports();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reports</CardTitle>
      </CardHeader>
      <CardContent>
        {reports.isLoading ? (
          <Skeleton className="h-32" />
        ) : reports.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The reports could not be loaded.
          </p>
        ) : reports.data?.length ? (
          <ul className="grid gap-3">
            {reports.data.map((target) => (
              <ReportRow key={`${target.targetType}-${target.targetId}`} target={target} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={<Flag aria-hidden="true" />} title="No open reports">
            Members' reports appear here.
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}

function ReportRow({ target }: { target: ReportedTarget }) {
  const [suspending, setSuspending] = useState(false);
  const fail = useAdminFailure();
  const resolve = useResolveReports(target, {
    onSuccess: (input) => toast({ title: DONE[input.action], variant: "success" }),
    onError: (error) => fail("Error", "Failed to act on the reports. Please try again.")(error),
  });
  const owner = target.targetMember;
  const ownerName = owner ? `${displayName(owner)} (${owner.email})` : "a deleted member";
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={`Reported ${target.targetType}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {capitalize(target.targetType)} by {ownerName}
            {owner?.suspended ? (
              <Badge variant="destructive" className="ml-2">
                Suspended
              </Badge>
            ) : null}
          </p>
          <p className="text-xs text-muted-foreground">
            Last reported {formatPostTime(target.latestReportAt)}
          </p>
        </div>
        <Badge variant="secondary">
          {target.reportCount} {target.reportCount === 1 ? "report" : "reports"}
        </Badge>
      </div>
      <blockquote className="rounded-md bg-muted p-2 text-sm whitespace-pre-line wrap-anywhere">
        {target.preview ?? "This has already been deleted."}
      </blockquote>
      <ul className="grid gap-1 text-sm">
        {target.reports.map((report) => (
          <li key={report.id} className="wrap-anywhere">
            <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span> from{" "}
            {displayName(report.reporter)}
            {report.note ? `: "${report.note}"` : ""}
          </li>
        ))}
      </ul>
      {suspending ? (
        <SuspensionForm
          pending={resolve.isPending}
          onSuspend={(input) => resolve.mutate({ action: "suspend", ...input })}
          onCancel={() => setSuspending(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ action: "dismiss" })}
          >
            <X aria-hidden="true" />
            Dismiss
          </Button>
          {target.targetType === "member" || target.preview === null ? null : (
            <Button
              variant="destructive"
              disabled={resolve.isPending}
              onClick={() => resolve.mutate({ action: "remove" })}
            >
              <Trash2 aria-hidden="true" />
              Remove {target.targetType}
            </Button>
          )}
          {owner && !owner.suspended ? (
            <Button variant="outline" onClick={() => setSuspending(true)}>
              <Ban aria-hidden="true" />
              Suspend member
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
