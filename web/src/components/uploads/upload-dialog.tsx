import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The upload dialog around Uppy's Dashboard (`children`, once Uppy has come): until then it
 * says it is loading, or that loading failed.
 */
export function UploadDialog({
  open,
  onOpenChange,
  title,
  note,
  loadFailed,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  note: string;
  loadFailed: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <div className="grid gap-1 pr-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{note}</DialogDescription>
        </div>
        {children ? (
          children
        ) : loadFailed ? (
          <p role="alert" className="py-10 text-center text-sm text-destructive">
            The uploader could not be loaded. Please check your connection and try again.
          </p>
        ) : (
          <div role="status" className="flex h-80 items-center justify-center">
            <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Loading the uploader...</span>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
