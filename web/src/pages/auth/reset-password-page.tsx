import { PASSWORD_MISMATCH_MESSAGE, resetPasswordSchema } from "@contract/auth.ts";
import { PasswordStrengthMeter } from "@web/components/password-strength-meter.tsx";
import { useResetPassword } from "@web/features/auth/api/password-reset.ts";
import { errorDescription } from "@web/lib/error-toast.ts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearch } from "wouter";
import { AuthField, AuthNotice, AuthPanel, AuthSubmitButton } from "./auth-form-parts.tsx";
import { PasswordInput } from "./password-input.tsx";

type ResetForm = { password: string; confirmPassword: string };

/** The page an emailed reset link opens: a new password, typed twice. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const { register, handleSubmit, watch } = useForm<ResetForm>({
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useResetPassword();

  const onSubmit = handleSubmit(({ password, confirmPassword }) => {
    if (password !== confirmPassword) return setInvalid(PASSWORD_MISMATCH_MESSAGE);
    const parsed = resetPasswordSchema.safeParse({ token, password });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) reset.mutate(parsed.data);
  });

  const error =
    invalid ?? (reset.error ? errorDescription(reset.error, "Please try again.") : null);
  return (
    <AuthPanel
      title="Choose a new password"
      description="Every device signed in as you will be signed out."
    >
      {reset.data ? (
        <AuthNotice tone="success">{reset.data.message}</AuthNotice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <AuthField htmlFor="reset-password" label="New password">
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              aria-required="true"
              aria-describedby="reset-password-strength"
              {...register("password")}
            />
          </AuthField>
          <PasswordStrengthMeter id="reset-password-strength" password={watch("password")} />
          <AuthField htmlFor="reset-confirm" label="Confirm new password">
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              aria-required="true"
              {...register("confirmPassword")}
            />
          </AuthField>
          {error ? <AuthNotice tone="error">{error}</AuthNotice> : null}
          <AuthSubmitButton
            pending={reset.isPending}
            label="Set new password"
            pendingLabel="Saving..."
          />
        </form>
      )}
    </AuthPanel>
  );
}
