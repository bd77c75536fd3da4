import { DialogDescription, DialogTitle } from "@web/components/ui/dialog.tsx";
import type { ReactNode } from "react";

/** A dialog's title and description; the right padding keeps clear of the close button. */
export function DialogHeading({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="grid gap-1 pr-6">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </div>
  );
}
