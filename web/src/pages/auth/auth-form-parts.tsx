import { BrandMark, BrandName } from "@web/components/brand.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { cn } from "@web/lib/utils.ts";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** A label above its control (and a link beside the label); `htmlFor` must be the control's id. */
export function AuthField({
  htmlFor,
  label,
  aside,
  children,
}: {
  htmlFor: string;
  label: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={htmlFor}>{label}</Label>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** The full-width submit button; while the request runs it spins and says what is happening. */
export function AuthSubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
      {pending ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

/**
 * A narrow page of its own for one auth step (forgot password, reset password, confirm email).
 * Inside the signed-in frame, which has its own main landmark, it is a plain section.
 */
export function AuthPanel({
  title,
  description,
  inAppShell = false,
  children,
}: {
  title: string;
  description: string;
  inAppShell?: boolean;
  children: ReactNode;
}) {
  const Root = inAppShell ? "section" : "main";
  return (
    <Root
      className={cn(
        "flex items-center justify-center px-4 sm:px-8",
        inAppShell ? "py-6" : "min-h-screen py-10",
      )}
    >
      <div className="w-full max-w-md">
        <div className="mb-8 flex items-center gap-2.5">
          <BrandMark size="lg" />
          <BrandName size="lg" />
        </div>
        <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{description}</p>
        {children}
        {inAppShell ? null : (
          <p className="mt-8 text-center text-sm">
            <Link
              href="/auth"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Back to sign in
            </Link>
          </p>
        )}
      </div>
    </Root>
  );
}

/** What the server said, in the page where it can be read again (and announced). */
export function AuthNotice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-lg border border-destructive/30 bg-destructive/10 px-3.5 py-3 text-sm text-destructive"
          : "rounded-lg border border-primary/20 bg-accent px-3.5 py-3 text-sm text-accent-foreground"
      }
    >
      {children}
    </p>
  );
}
