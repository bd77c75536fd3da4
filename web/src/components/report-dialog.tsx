import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_SENT_MESSAGE,
  type ReportTargetType,
} from "@contract/reports.ts";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { useFileReport } from "@web/features/reports/api/reports.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { hasStatus, serverMessage } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { Loader2 } from "lucide-react";
import { useId, useState } from "react";

type Reason = (typeof REPORT_REASONS)[number];

const NOUNS: Record<ReportTargetType, string> = {
  post: "post",
  comment: "comment",
  message: "message",
  member: "member",
};

/** Reporting a post, comment, message or member: a reason from the list and an optional note. */
export function ReportDialog({
  open,
  onOpenChange,
  targetType,
  targetId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
}) {
  const id = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const close = () => {
    setReason(null);
    setNote("");
    setMissingReason(false);
    onOpenChange(false);
  };
  const report = useFileReport({
    onSuccess: () => {
      toast({ title: "Report sent", description: REPORT_SENT_MESSAGE, variant: "success" });
      close();
    },
    onError: (error) => {
      if (hasStatus(error, 409)) {
        toast({ title: "Already reported", description: serverMessage(error) });
        close();
      } else {
        showErrorToast(error, "Failed to send your report. Please try again.");
      }
    },
  });
  const noun = NOUNS[targetType];

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent size="sm">
        <div className="grid gap-1 pr-6">
          <DialogTitle>Report this {noun}</DialogTitle>
          <DialogDescription>
            Our team reviews every report. The {noun === "member" ? "member" : "author"} is not told
            who reported them.
          </DialogDescription>
        </div>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setMissingReason(true);
              return;
            }
            report.mutate({ targetType, targetId, reason, note: note.trim() || null });
          }}
        >
          <fieldset
            className="grid gap-2"
            aria-describedby={missingReason ? `${id}-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
                  className="size-4 accent-primary"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {missingReason ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                Please choose a reason for your report.
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>Anything else we should know? (optional)</Label>
            <Textarea
              id={`${id}-note`}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Send Report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
