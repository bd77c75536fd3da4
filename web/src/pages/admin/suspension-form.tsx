import { SUSPENSION_REASON_MESSAGE } from "@contract/admin-suspension.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Ban, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { RequiredTextarea, useRequiredText } from "./required-text.tsx";

export type SuspensionInput = { reason: string; until: string | null };

/**
 * Why, and until when, before a member is suspended (from the users list or the reports
 * queue). A date means the end of that day where the admin is; none, until it is lifted.
 */
export function SuspensionForm({
  pending,
  onSuspend,
  onCancel,
}: {
  pending: boolean;
  onSuspend: (input: SuspensionInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const reason = useRequiredText(SUSPENSION_REASON_MESSAGE);
  const [until, setUntil] = useState("");
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const why = reason.take();
        if (!why) return;
        onSuspend({
          reason: why,
          until: until ? new Date(`${until}T23:59:59`).toISOString() : null,
        });
      }}
    >
      <RequiredTextarea
        id={`${id}-reason`}
        label="Reason for the suspension"
        text={reason}
        maxLength={500}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-until`}>Until (leave empty to suspend until lifted)</Label>
        <Input
          id={`${id}-until`}
          type="date"
          className="sm:w-48"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Ban aria-hidden="true" />
          )}
          Suspend
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
