import { cn } from "@web/lib/utils.ts";
import { useId } from "react";

/** The Atelier mark: an "A" drawn on the accent gradient. */
export function BrandMark({ className }: { className?: string }) {
  // Unique per instance: a gradient id shared with a hidden copy of the mark would not paint.
  const gradientId = `atelier-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="oklch(0.62 0.2 290)" />
          <stop offset="1" stopColor="oklch(0.46 0.22 280)" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M20 46 32 16l12 30M24.5 36h15"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandName({ className }: { className?: string }) {
  return (
    <span className={cn("font-display text-xl font-semibold tracking-tight", className)}>
      Atelier
    </span>
  );
}
