import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { Loader2 } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";

/**
 * The shell every account dialog shares: heading, the form's fields, then Cancel and a submit
 * button that spins while the change is saved.
 */
export function AccountFormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  destructive = false,
  submitDisabled = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  destructive?: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeading title={title} description={description} />
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <div className="flex justify-end gap-2 pt-1">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={pending || submitDisabled}
            >
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
