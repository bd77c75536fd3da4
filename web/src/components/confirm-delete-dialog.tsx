import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { Loader2 } from "lucide-react";
import { type ReactNode, useRef } from "react";

/**
 * Asks before deleting (or another step hard to take back on) `subject`: open while it is set,
 * Cancel or Escape calls `onClose`, the confirm button calls `onConfirm` and spins while
 * `pending`.
 */
export function ConfirmDeleteDialog<Subject>({
  subject,
  title,
  describe,
  pending,
  onConfirm,
  onClose,
  confirmLabel = "Delete",
}: {
  subject: Subject | null;
  title: string;
  describe: (subject: Subject) => ReactNode;
  pending: boolean;
  onConfirm: (subject: Subject) => void;
  onClose: () => void;
  /** The destructive button's word, when the action is not a deletion (Block). */
  confirmLabel?: string;
}) {
  // The description stays in place while the dialog animates closed.
  const last = useRef(subject);
  if (subject !== null) last.current = subject;
  const shown = last.current;
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm">
        <DialogHeading title={title} description={shown !== null ? describe(shown) : null} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => subject !== null && onConfirm(subject)}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
