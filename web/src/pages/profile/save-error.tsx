import { serverMessage } from "@web/lib/api-client.ts";
import { isUnauthorizedError } from "@web/lib/unauthorized.ts";

/** The failure of the last save, also shown in the dialog (toasts sit behind a modal). */
export function SaveError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error || isUnauthorizedError(error)) return null;
  return (
    <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {serverMessage(error) ?? fallback}
    </p>
  );
}
