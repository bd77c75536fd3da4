import { cn } from "@web/lib/utils.ts";
import type { ComponentProps } from "react";

/** A card; a `raised` one stands out from the cards beside it. */
export function Card({
  className,
  raised = false,
  ...props
}: ComponentProps<"div"> & { raised?: boolean }) {
  return (
    <div
      className={cn(
        "rounded-xl border bg-card text-card-foreground",
        raised ? "shadow-md" : "shadow-xs",
        className,
      )}
      {...props}
    />
  );
}

/** The title with its description beneath, or, as a `row`, the title with controls beside it. */
export function CardHeader({
  className,
  row = false,
  ...props
}: ComponentProps<"div"> & { row?: boolean }) {
  return (
    <div
      className={cn(
        "flex p-5 pb-3",
        row ? "flex-row flex-wrap items-end justify-between gap-3" : "flex-col gap-1",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-base font-semibold tracking-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-5 pt-0", className)} {...props} />;
}
