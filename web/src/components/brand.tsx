import { cn } from "@web/lib/utils.ts";
import { useId } from "react";

/** The brand at three sizes: the drawer's, the top bar's and the sign-in pages'. */
const markSizes = { sm: "size-7", md: "size-8", lg: "size-9" } as const;
const nameSizes = { sm: "text-lg", md: "text-xl", lg: "text-2xl" } as const;
type BrandSize = keyof typeof markSizes;

/** The Atelier mark: an "A" drawn on the accent gradient. */
export function BrandMark({ size = "md" }: { size?: BrandSize }) {
  // Unique per instance: a gradient id shared with a hidden copy of the mark would not paint.
  const gradientId = `atelier-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("shrink-0", markSizes[size])}>
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

export function BrandName({ size = "md", className }: { size?: BrandSize; className?: string }) {
  return (
    <span className={cn("font-display font-semibold tracking-tight", nameSizes[size], className)}>
      Atelier
    </span>
  );
}
