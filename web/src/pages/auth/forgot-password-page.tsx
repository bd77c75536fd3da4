import { type ForgotPasswordInput, forgotPasswordSchema } from "@contract/auth.ts";
import { Input } from "@web/components/ui/input.tsx";
import { useForgotPassword } from "@web/features/auth/api/password-reset.ts";
import { errorDescription } from "@web/lib/error-toast.ts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AuthField, AuthNotice, AuthPanel, AuthSubmitButton } from "./auth-form-parts.tsx";

/** Asks for a link to choose a new password; says the same whether or not the email is known. */
export default function ForgotPasswordPage() {
  const { register, handleSubmit } = useForm<ForgotPasswordInput>({ defaultValues: { email: "" } });
  const [invalid, setInvalid] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const onSubmit = handleSubmit((values) => {
    const parsed = forgotPasswordSchema.safeParse(values);
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) forgot.mutate(parsed.data);
  });

  const error =
    invalid ?? (forgot.error ? errorDescription(forgot.error, "Please try again.") : null);
  return (
    <AuthPanel
      title="Forgot your password?"
      description="Enter the email you sign in with and we will send you a link to choose a new one."
    >
      {forgot.data ? (
        <AuthNotice tone="success">{forgot.data.message}</AuthNotice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <AuthField htmlFor="forgot-email" label="Email">
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-required="true"
              {...register("email")}
            />
          </AuthField>
          {error ? <AuthNotice tone="error">{error}</AuthNotice> : null}
          <AuthSubmitButton
            pending={forgot.isPending}
            label="Send reset link"
            pendingLabel="Sending..."
          />
        </form>
      )}
    </AuthPanel>
  );
}
