import { cn } from "@web/lib/utils.ts";
import { BadgeCheck } from "lucide-react";

/** The verified badge beside a member's name: nothing for a member who is not verified. */
export function VerifiedBadge({
  verified,
  className,
}: {
  verified: boolean | undefined;
  className?: string;
}) {
  if (!verified) return null;
  return (
    <span title="Verified member" className="ml-1 inline-flex shrink-0 align-[-0.15em]">
      <BadgeCheck
        role="img"
        aria-label="Verified member"
        className={cn("size-4 fill-primary text-primary-foreground", className)}
      />
    </span>
  );
}
