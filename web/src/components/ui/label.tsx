import { cn } from "@web/lib/utils.ts";
import type { ComponentProps } from "react";

/** A field's label; `hint` is the small, quiet one of an optional extra beside a main field. */
export function Label({
  className,
  hint = false,
  ...props
}: ComponentProps<"label"> & { hint?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      className={cn(
        "font-medium",
        hint ? "text-xs text-muted-foreground" : "text-sm text-foreground",
        className,
      )}
      {...props}
    />
  );
}
