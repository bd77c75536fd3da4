import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useConfirmEmail } from "@web/features/auth/api/email-confirmation.ts";
import { errorDescription } from "@web/lib/error-toast.ts";
import { useSearch } from "wouter";
import { AuthNotice, AuthPanel, AuthSubmitButton } from "./auth-form-parts.tsx";

/**
 * The page an emailed confirmation link opens. Confirming takes a click, not the page load:
 * mail scanners that open links must not use the link up.
 */
export default function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = useConfirmEmail();
  const { user } = useAuth();
  return (
    <AuthPanel
      title="Confirm your email"
      description="One click and your address is confirmed."
      inAppShell={user !== null}
    >
      {confirm.data ? (
        <AuthNotice tone="success">{confirm.data.message}</AuthNotice>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate({ token });
          }}
          className="grid gap-4"
        >
          {confirm.error ? (
            <AuthNotice tone="error">
              {errorDescription(confirm.error, "Please try again.")}
            </AuthNotice>
          ) : null}
          <AuthSubmitButton
            pending={confirm.isPending}
            label="Confirm my email address"
            pendingLabel="Confirming..."
          />
        </form>
      )}
    </AuthPanel>
  );
}
