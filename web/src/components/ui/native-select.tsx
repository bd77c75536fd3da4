import { cn } from "@web/lib/utils.ts";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { fieldClasses, fieldSizes } from "./input.tsx";

/** A styled native <select>: keyboard, screen-reader and form friendly out of the box. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          fieldClasses,
          fieldSizes.md,
          "cursor-pointer appearance-none pr-9",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
