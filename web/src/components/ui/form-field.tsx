import { Label } from "@web/components/ui/label.tsx";
import type { ReactNode } from "react";

/** The attributes that tie a control to the error shown under it. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

/** A labelled control with its error under it; `aside` sits at the label's end (a counter). */
export function Field({
  id,
  label,
  error,
  aside,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
