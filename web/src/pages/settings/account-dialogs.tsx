import {
  CURRENT_PASSWORD_MESSAGE,
  changeEmailSchema,
  changePasswordSchema,
  DELETE_CONFIRMATION,
  deleteAccountSchema,
} from "@contract/settings.ts";
import type { User } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordStrengthMeter } from "@web/components/password-strength-meter.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import {
  useChangeEmail,
  useChangePassword,
  useDeleteAccount,
} from "@web/features/settings/api/account.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { hasStatus, serverMessage } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { PasswordInput } from "@web/pages/auth/password-input.tsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import {
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { z } from "zod/mini";
import { AccountFormDialog } from "./account-form-dialog.tsx";

export const PASSWORD_MISMATCH_MESSAGE = "Passwords do not match. Please try again.";

/** New password twice: the second must match. */
export const passwordChangeFormSchema = z
  .extend(changePasswordSchema, { confirmPassword: z.string() })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: PASSWORD_MISMATCH_MESSAGE,
      path: ["confirmPassword"],
    }),
  );

export type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A wrong password is said under `passwordField`; anything else goes to a toast. */
export function showAccountFailure<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  passwordField: Path<T>,
  fallback: string,
) {
  // A 403 answer to an account change means the password was wrong.
  if (hasStatus(error, 403)) {
    form.setError(passwordField, { message: CURRENT_PASSWORD_MESSAGE });
  } else {
    showErrorToast(error, fallback);
  }
}

/** A labelled field of an account form, with its hint and its error read out with it. */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  children: (props: ComponentProps<"input">) => ReactNode;
}) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        ...form.register(name),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type EmailForm = z.input<typeof changeEmailSchema>;

/** A new sign-in email, confirmed with the current password. */
export function ChangeEmailDialog({ open, onOpenChange, user }: DialogProps & { user: User }) {
  const form = useForm<EmailForm, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "", currentPassword: "" },
  });
  const change = useChangeEmail({
    onSuccess: (updated) => {
      toast({
        title: "Email updated",
        description: `You now sign in with ${updated.email}.`,
        variant: "success",
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      if (hasStatus(error, 409)) {
        form.setError("email", { message: serverMessage(error) ?? "That email is taken." });
      } else {
        showAccountFailure(
          error,
          form,
          "currentPassword",
          "Failed to change your email. Please try again.",
        );
      }
    },
  });

  return (
    <AccountFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Email"
      description={`Your current email is ${user.email ?? "not set"}.`}
      onSubmit={form.handleSubmit((body) => change.mutate(body))}
      pending={change.isPending}
      submitLabel="Update Email"
    >
      <FormField form={form} name="email" label="New Email">
        {(props) => <Input type="email" autoComplete="email" {...props} />}
      </FormField>
      <FormField form={form} name="currentPassword" label="Current Password">
        {(props) => <PasswordInput autoComplete="current-password" {...props} />}
      </FormField>
    </AccountFormDialog>
  );
}

type PasswordForm = z.input<typeof passwordChangeFormSchema>;

/** A new password; the server signs out every other session. */
export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useChangePassword({
    onSuccess: () => {
      toast({
        title: "Password changed",
        description: "You have been signed out everywhere else.",
        variant: "success",
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      // A 400 here is the new password refused as easy to guess: said under that field.
      if (hasStatus(error, 400) && error.serverMessage) {
        form.setError("newPassword", { message: error.serverMessage });
        return;
      }
      showAccountFailure(
        error,
        form,
        "currentPassword",
        "Failed to change your password. Please try again.",
      );
    },
  });
  const { user } = useAuth();
  const aboutMe = user ? [user.email ?? "", user.firstName ?? "", user.lastName ?? ""] : [];

  return (
    <AccountFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Other devices signed in to your account will be signed out."
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
      pending={change.isPending}
      submitLabel="Update Password"
    >
      <FormField form={form} name="currentPassword" label="Current Password">
        {(props) => <PasswordInput autoComplete="current-password" {...props} />}
      </FormField>
      <FormField form={form} name="newPassword" label="New Password" hint="At least 8 characters.">
        {(props) => <PasswordInput autoComplete="new-password" {...props} />}
      </FormField>
      <PasswordStrengthMeter
        id="new-password-strength"
        password={form.watch("newPassword")}
        aboutMember={aboutMe}
      />
      <FormField form={form} name="confirmPassword" label="Confirm New Password">
        {(props) => <PasswordInput autoComplete="new-password" {...props} />}
      </FormField>
    </AccountFormDialog>
  );
}

type DeleteForm = z.input<typeof deleteAccountSchema>;

/**
 * Deletes the account once the password and the word DELETE are typed out; then a full page load
 * of / (the session is gone, so the sign-in screen shows).
 */
export function DeleteAccountDialog({ open, onOpenChange }: DialogProps) {
  type Fields = { password: string; confirmation: string };
  const form = useForm<Fields, unknown, DeleteForm>({
    // The typed confirmation is any text until the schema checks it reads DELETE.
    resolver: zodResolver(deleteAccountSchema) as Resolver<Fields, unknown, DeleteForm>,
    defaultValues: { password: "", confirmation: "" },
  });
  const confirmation = form.watch("confirmation");
  const remove = useDeleteAccount({
    onSuccess: () => {
      window.location.href = "/";
    },
    onError: (error) =>
      showAccountFailure(
        error,
        form,
        "password",
        "Failed to delete your account. Please try again.",
      ),
  });

  return (
    <AccountFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Account"
      description="This permanently deletes your profile, posts, portfolio, calendar, messages and applications. It cannot be undone."
      onSubmit={form.handleSubmit((body) => remove.mutate(body))}
      pending={remove.isPending || remove.isSuccess}
      submitLabel="Delete My Account"
      destructive
      submitDisabled={confirmation !== DELETE_CONFIRMATION}
    >
      <FormField form={form} name="password" label="Password">
        {(props) => <PasswordInput autoComplete="current-password" {...props} />}
      </FormField>
      <FormField form={form} name="confirmation" label={`Type ${DELETE_CONFIRMATION} to confirm`}>
        {(props) => <Input autoComplete="off" spellCheck={false} {...props} />}
      </FormField>
    </AccountFormDialog>
  );
}
