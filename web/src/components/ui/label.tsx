import { cn } from "@web/lib/utils.ts";
import type { ComponentProps } from "react";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm font-medium text-foreground", className)} {...props} />;
}
