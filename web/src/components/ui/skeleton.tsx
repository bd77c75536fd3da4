import { cn } from "@web/lib/utils.ts";
import type { ComponentProps } from "react";

/** The corners of the thing a placeholder stands for: text, a photo, a card, a field, a cover. */
const shapes = {
  text: "rounded-md",
  round: "rounded-full",
  card: "rounded-xl",
  field: "rounded-lg",
  square: "",
} as const;

export function Skeleton({
  className,
  shape = "text",
  ...props
}: ComponentProps<"div"> & { shape?: keyof typeof shapes }) {
  return <div className={cn("animate-pulse bg-muted", shapes[shape], className)} {...props} />;
}
