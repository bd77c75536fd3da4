import { cn } from "@web/lib/utils.ts";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        "fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

/** How wide a dialog may grow, with its padding; `media` is a picture beside text, edge to edge. */
const dialogSizes = {
  sm: "max-w-md gap-4 p-6",
  md: "max-w-lg gap-4 p-6",
  lg: "max-w-xl gap-4 p-6",
  media: "max-w-5xl gap-0 p-0",
} as const;

export function DialogContent({
  className,
  children,
  size = "md",
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  size?: keyof typeof dialogSizes;
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-card shadow-xl data-[state=open]:animate-pop-in",
          dialogSizes[size],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog that slides in from the left edge: the mobile navigation drawer. */
export function SheetContent({
  className,
  children,
  closeLabel = "Close menu",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex h-full w-[85%] max-w-xs flex-col border-r bg-card shadow-xl data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/*
 * A dialog's title and description often name a member or quote what they wrote: a long word
 * there breaks anywhere, or it would widen the dialog past a phone's screen and push its
 * buttons out of reach.
 */
export function DialogTitle({
  className,
  subtle = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Title> & {
  /** Small and quiet, for a dialog whose content leads and whose title labels a part of it. */
  subtle?: boolean;
}) {
  return (
    <DialogPrimitive.Title
      className={cn(
        "font-semibold tracking-tight wrap-anywhere",
        subtle ? "text-sm text-muted-foreground" : "text-lg",
        className,
      )}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn("text-sm text-muted-foreground wrap-anywhere", className)}
      {...props}
    />
  );
}
