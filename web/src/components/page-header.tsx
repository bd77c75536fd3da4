import { cn } from "@web/lib/utils.ts";
import type { ReactNode } from "react";

/** The one h1 of a page, with an optional line of explanation and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-6 flex flex-wrap items-end justify-between gap-4", className)}>
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
        {description ? <div className="mt-1.5 text-muted-foreground">{description}</div> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}

const emptyStateSpace = { sm: "py-8", md: "py-12", lg: "py-16" } as const;

/**
 * A friendly placeholder for a list with nothing in it: in a dashed frame of its own, or
 * `framed={false}` inside something that already frames it.
 */
export function EmptyState({
  icon,
  title,
  children,
  space = "md",
  framed = true,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  space?: keyof typeof emptyStateSpace;
  framed?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center px-6 text-center",
        framed && "rounded-xl border border-dashed bg-card/60",
        emptyStateSpace[space],
        className,
      )}
    >
      {icon ? (
        <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      {/* A div, so a caller may pass a heading as the title. */}
      <div className="font-semibold">{title}</div>
      {/* The text may name a member: a long word breaks anywhere rather than leave the screen. */}
      {children ? (
        <div className="mt-1 max-w-sm text-sm wrap-anywhere text-muted-foreground">{children}</div>
      ) : null}
    </div>
  );
}
