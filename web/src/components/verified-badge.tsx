import { cn } from "@web/lib/utils.ts";
import { BadgeCheck } from "lucide-react";

/** The verified badge beside a member's name: nothing for a member who is not verified. */
export function VerifiedBadge({
  verified,
  size = "sm",
}: {
  verified: boolean | undefined;
  /** Beside a name in a list, or beside the profile page's heading. */
  size?: "sm" | "lg";
}) {
  if (!verified) return null;
  return (
    <span title="Verified member" className="ml-1 inline-flex shrink-0 align-[-0.15em]">
      <BadgeCheck
        role="img"
        aria-label="Verified member"
        className={cn("fill-primary text-primary-foreground", size === "lg" ? "size-6" : "size-4")}
      />
    </span>
  );
}
