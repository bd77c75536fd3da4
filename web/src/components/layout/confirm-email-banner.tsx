import type { User } from "@contract/users.ts";
import { Button } from "@web/components/ui/button.tsx";
import { useResendConfirmation } from "@web/features/auth/api/email-confirmation.ts";
import { errorDescription } from "@web/lib/error-toast.ts";
import { MailWarning } from "lucide-react";

/**
 * Until the member confirms their address they can look around but not reach anyone: this
 * says so above every page, with a button to mail the link again.
 */
export function ConfirmEmailBanner({ user }: { user: User }) {
  const resend = useResendConfirmation();
  if (user.emailConfirmed !== false) return null;
  const answer =
    resend.data?.message ??
    (resend.error ? errorDescription(resend.error, "Please try again.") : null);
  return (
    <section
      aria-label="Confirm your email"
      className="border-b border-primary/20 bg-accent text-accent-foreground"
    >
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-3 px-4 py-2.5 text-sm sm:px-6">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          Please confirm your email address: open the link we sent to {user.email}. Until then you
          can look around, but not post, comment, message or follow.
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend email
        </Button>
        {answer ? (
          <p role="status" className="basis-full">
            {answer}
          </p>
        ) : null}
      </div>
    </section>
  );
}
