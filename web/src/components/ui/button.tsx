import { cn } from "@web/lib/utils.ts";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * Each utility comes from one place: colours from the variant, shape and text size from the size,
 * and how the content lines up from `align`. Class names are joined, not merged (see `cn`), so a
 * caller adds placement (margins, width, position) and never restates what a variant sets.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center whitespace-nowrap font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-card shadow-xs hover:bg-muted",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-muted hover:text-foreground",
        /** Quiet until pointed at, then red: for deleting; the caller gives the resting colour. */
        "ghost-destructive": "hover:bg-muted hover:text-destructive",
        /** A post the member has liked. */
        liked: "text-rose-600 hover:bg-rose-50 hover:text-rose-700",
        link: "text-primary underline-offset-4 hover:underline",
        /** Lifted above a picture it sits on; the caller gives the text colour. */
        raised: "bg-card/95 shadow-md hover:bg-secondary/80",
        /** Dark glass over a photo. */
        "on-photo": "bg-black/60 text-white hover:bg-black/75",
        /** The phone's floating create button. */
        floating:
          "bg-primary text-primary-foreground shadow-lg shadow-primary/30 hover:bg-primary/90",
      },
      size: {
        default: "h-10 gap-2 px-4 text-sm [&_svg]:size-4",
        sm: "h-8 gap-2 px-3 text-xs [&_svg]:size-4",
        lg: "h-11 gap-2 px-6 text-base [&_svg]:size-4",
        /** A post's like and comment buttons. */
        pill: "h-9 gap-1.5 rounded-full px-3 text-sm [&_svg]:size-4",
        icon: "size-10 gap-2 text-sm [&_svg]:size-4",
        "icon-sm": "size-8 gap-2 text-sm [&_svg]:size-4",
        "icon-xs": "size-7 gap-2 text-sm [&_svg]:size-4",
        fab: "size-14 gap-2 rounded-full text-sm [&_svg]:size-6",
      },
      /** A circle or a pill, for the sizes that are otherwise rounded squares. */
      round: { true: "rounded-full", false: "" },
      align: { center: "justify-center", start: "justify-start" },
    },
    compoundVariants: [
      { round: false, size: "sm", class: "rounded-md" },
      {
        round: false,
        size: ["default", "lg", "icon", "icon-sm", "icon-xs"],
        class: "rounded-lg",
      },
    ],
    defaultVariants: { variant: "default", size: "default", round: false, align: "center" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({
  className,
  variant,
  size,
  round,
  align,
  asChild = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size, round, align }), className)}
      {...props}
    />
  );
}
