import { cn } from "@web/lib/utils.ts";
import type { ComponentProps } from "react";

/** What every text field shares: its shape, focus ring and disabled look. */
export const fieldClasses =
  "w-full rounded-lg border px-3 transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20 disabled:cursor-not-allowed disabled:opacity-50";

/** A field's usual look: outlined, on the card's colour. */
const outlinedField = "border-input bg-card shadow-xs";

/** A one-line field's height and text, with the usual look; the select box takes `md` too. */
export const fieldSizes = {
  sm: `h-9 py-2 text-sm ${outlinedField}`,
  md: `h-10 py-2 text-sm ${outlinedField}`,
  /** A page's main search box: a phone gets 16px text, which it does not zoom into. */
  lg: `h-11 py-2 text-base sm:text-sm ${outlinedField}`,
} as const;

export function Input({
  className,
  type = "text",
  fieldSize = "md",
  ...props
}: ComponentProps<"input"> & { fieldSize?: keyof typeof fieldSizes }) {
  return (
    <input type={type} className={cn(fieldClasses, fieldSizes[fieldSize], className)} {...props} />
  );
}

const textareaLooks = {
  outlined: `text-sm ${outlinedField}`,
  /** Borderless on a muted ground until focused, for writing a post. */
  soft: "border-transparent bg-muted/60 text-[0.95rem] shadow-none focus-visible:bg-card",
} as const;

/** The least height for each use; `line` is one line that the writer's text grows. */
const textareaHeights = {
  md: "min-h-24 resize-y",
  sm: "min-h-20 resize-y",
  xs: "min-h-16 resize-y",
  line: "min-h-10 resize-none",
} as const;

export function Textarea({
  className,
  look = "outlined",
  height = "md",
  ...props
}: ComponentProps<"textarea"> & {
  look?: keyof typeof textareaLooks;
  height?: keyof typeof textareaHeights;
}) {
  return (
    <textarea
      className={cn(
        fieldClasses,
        "py-2.5",
        textareaLooks[look],
        textareaHeights[height],
        className,
      )}
      {...props}
    />
  );
}
