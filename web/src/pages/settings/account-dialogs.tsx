import {
  CURRENT_PASSWORD_MESSAGE,
  changeEmailSchema,
  changePasswordSchema,
  DELETE_CONFIRMATION,
  deleteAccountSchema,
} from "@contract/settings.ts";
import type { User } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { toast } from "@web/hooks/use-toast.ts";
import {
  apiRequest,
  serverMessage,
  queryClient as sharedQueryClient,
} from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";
import { AUTH_USER_KEY } from "@web/lib/use-auth.ts";
import { PasswordInput } from "@web/pages/auth/password-input.tsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import {
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { z } from "zod";
import { AccountFormDialog } from "./account-form-dialog.tsx";

export const PASSWORD_MISMATCH_MESSAGE = "Passwords do not match. Please try again.";

/** New password twice: the second must match (SPEC §5 wording). */
export const passwordChangeFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ["confirmPassword"],
  });

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 403 answers to account changes mean the password was wrong: say so under the field. */
function isWrongPassword(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("403: ");
}

function showAccountError(error: unknown, fallback: string) {
  if (isUnauthorizedError(error)) {
    handleUnauthorized(toast);
    return;
  }
  toast({ title: "Error", description: serverMessage(error) ?? fallback, variant: "destructive" });
}

/** A wrong password is said under `passwordField`; anything else goes to a toast. */
function showAccountFailure<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  passwordField: Path<T>,
  fallback: string,
) {
  if (isWrongPassword(error)) {
    form.setError(passwordField, { message: CURRENT_PASSWORD_MESSAGE });
  } else {
    showAccountError(error, fallback);
  }
}

function FormField<T extends FieldValues>({
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

/** PUT /api/account/email with the new address and the current password. */
export function ChangeEmailDialog({ open, onOpenChange, user }: DialogProps & { user: User }) {
  const queryClient = useQueryClient();
  const form = useForm<EmailForm, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "", currentPassword: "" },
  });
  const change = useMutation({
    mutationFn: async (body: z.output<typeof changeEmailSchema>) => {
      const response = await apiRequest("PUT", "/api/account/email", body);
      return (await response.json()) as User;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<User | null>(AUTH_USER_KEY, updated);
      toast({
        title: "Email updated",
        description: `You now sign in with ${updated.email}.`,
        variant: "success",
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof Error && error.message.startsWith("409: ")) {
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

/** PUT /api/account/password; the server signs out every other session. */
export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordForm) =>
      apiRequest("PUT", "/api/account/password", { currentPassword, newPassword }),
    onSuccess: () => {
      toast({
        title: "Password changed",
        description: "You have been signed out everywhere else.",
        variant: "success",
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) =>
      showAccountFailure(
        error,
        form,
        "currentPassword",
        "Failed to change your password. Please try again.",
      ),
  });

  return (
    <AccountFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Other devices signed in to your account will be signed out."
      onSubmit={form.handleSubmit((body) => change.mutate(body))}
      pending={change.isPending}
      submitLabel="Update Password"
    >
      <FormField form={form} name="currentPassword" label="Current Password">
        {(props) => <PasswordInput autoComplete="current-password" {...props} />}
      </FormField>
      <FormField form={form} name="newPassword" label="New Password" hint="At least 8 characters.">
        {(props) => <PasswordInput autoComplete="new-password" {...props} />}
      </FormField>
      <FormField form={form} name="confirmPassword" label="Confirm New Password">
        {(props) => <PasswordInput autoComplete="new-password" {...props} />}
      </FormField>
    </AccountFormDialog>
  );
}

type DeleteForm = z.input<typeof deleteAccountSchema>;

/**
 * DELETE /api/account with the password and the word DELETE typed out; then a full page load
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
  const remove = useMutation({
    mutationFn: (body: DeleteForm) => apiRequest("DELETE", "/api/account", body),
    onSuccess: () => {
      sharedQueryClient.clear();
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
