import { Loader2 } from "lucide-react";

/** A spinner that says "Loading..." to a screen reader: the whole screen's, or a section's. */
export function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={
        fullScreen ? "flex min-h-screen items-center justify-center" : "flex justify-center py-24"
      }
    >
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
