import {
  disableTwoFactorSchema,
  startTwoFactorSetupSchema,
  type TwoFactorSetup,
  twoFactorCodeSchema,
  WRONG_CODE_MESSAGE,
} from "@contract/two-factor.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { Input } from "@web/components/ui/input.tsx";
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from "@web/features/settings/api/two-factor.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { hasStatus, serverMessage } from "@web/lib/api-client.ts";
import { copyToClipboard } from "@web/lib/clipboard.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { PasswordInput } from "@web/pages/auth/password-input.tsx";
import { Copy, ShieldCheck, ShieldOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { FormField, showAccountFailure } from "./account-dialogs.tsx";
import { AccountFormDialog } from "./account-form-dialog.tsx";

type Stage = "setup" | "disable" | null;

/** Two-factor sign-in: set up and removed with the current password and a code from the app. */
export function TwoFactorCard() {
  const { data: status, isLoading, isError } = useTwoFactorStatus();
  const [stage, setStage] = useState<Stage>(null);
  const close = () => setStage(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Two-factor authentication
          {status?.enabled ? <Badge variant="accent">On</Badge> : null}
        </CardTitle>
        <CardDescription>
          Sign in with a code from an authenticator app as well as your password, so a stolen
          password alone does not open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
        {isError ? (
          <p className="text-sm text-destructive">Two-factor settings could not be loaded.</p>
        ) : null}
        {status?.enabled ? (
          <>
            <p className="text-sm text-muted-foreground" data-testid="backup-codes-left">
              {status.backupCodesLeft === 1
                ? "1 backup code left."
                : `${status.backupCodesLeft} backup codes left.`}
            </p>
            <div>
              <Button variant="outline" onClick={() => setStage("disable")}>
                <ShieldOff aria-hidden="true" />
                Turn Off
              </Button>
            </div>
          </>
        ) : null}
        {status && !status.enabled ? (
          <div>
            <Button variant="outline" onClick={() => setStage("setup")}>
              <ShieldCheck aria-hidden="true" />
              Set Up Two-Factor Authentication
            </Button>
          </div>
        ) : null}
      </CardContent>
      {stage === "setup" ? <SetupDialog onClose={close} /> : null}
      {stage === "disable" ? <DisableDialog onClose={close} /> : null}
    </Card>
  );
}

/** The setup's three steps: the password, then the app's code, then the backup codes. */
function SetupDialog({ onClose }: { onClose: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  if (backupCodes) return <BackupCodesDialog codes={backupCodes} onClose={onClose} />;
  if (setup) return <ScanDialog setup={setup} onEnabled={setBackupCodes} onClose={onClose} />;
  return <PasswordDialog onStarted={setSetup} onClose={onClose} />;
}

const onOpenChangeFor = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

function PasswordDialog({
  onStarted,
  onClose,
}: {
  onStarted: (setup: TwoFactorSetup) => void;
  onClose: () => void;
}) {
  const form = useForm<z.input<typeof startTwoFactorSetupSchema>>({
    resolver: zodResolver(startTwoFactorSetupSchema),
    defaultValues: { currentPassword: "" },
  });
  const start = useStartTwoFactorSetup();
  return (
    <AccountFormDialog
      open
      onOpenChange={onOpenChangeFor(onClose)}
      title="Set Up Two-Factor Authentication"
      description="Enter your current password to begin. You will need an authenticator app on your phone."
      onSubmit={form.handleSubmit((body) =>
        start.mutate(body, {
          onSuccess: onStarted,
          onError: (error) =>
            showAccountFailure(
              error,
              form,
              "currentPassword",
              "Failed to start the setup. Please try again.",
            ),
        }),
      )}
      pending={start.isPending}
      submitLabel="Continue"
    >
      <FormField form={form} name="currentPassword" label="Current Password">
        {(props) => <PasswordInput autoComplete="current-password" {...props} />}
      </FormField>
    </AccountFormDialog>
  );
}

/** "JBSW Y3DP EHPK 3PXP": the key in fours, easier to type into an app by hand. */
const inFours = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function CodeInput(props: ComponentProps<"input">) {
  return (
    <Input
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={32}
      {...props}
    />
  );
}

function ScanDialog({
  setup,
  onEnabled,
  onClose,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onClose: () => void;
}) {
  const form = useForm<z.input<typeof twoFactorCodeSchema>>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: "" },
  });
  const enable = useEnableTwoFactor();
  const copyKey = async () => {
    const copied = await copyToClipboard(setup.secret);
    toast(
      copied
        ? { title: "Key copied", variant: "success" }
        : { title: "Could not copy the key", variant: "destructive" },
    );
  };
  return (
    <AccountFormDialog
      open
      onOpenChange={onOpenChangeFor(onClose)}
      title="Scan the QR Code"
      description="Scan it with your authenticator app, then enter the 6-digit code the app shows."
      onSubmit={form.handleSubmit((body) =>
        enable.mutate(body, {
          onSuccess: ({ backupCodes }) => onEnabled(backupCodes),
          onError: (error) => {
            if (hasStatus(error, 400) && error.serverMessage) {
              form.setError("code", { message: error.serverMessage });
            } else {
              showErrorToast(error, "Failed to turn on two-factor authentication.");
            }
          },
        }),
      )}
      pending={enable.isPending}
      submitLabel="Turn On"
    >
      <img
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        className="mx-auto size-44 rounded-md border bg-white"
      />
      <div className="grid gap-1.5 text-sm">
        <p className="text-muted-foreground">Can't scan it? Enter this key in the app instead:</p>
        <div className="flex items-center gap-2">
          <code
            className="min-w-0 flex-1 rounded-md bg-muted px-2.5 py-1.5 font-mono break-all"
            data-testid="two-factor-secret"
          >
            {inFours(setup.secret)}
          </code>
          <Button type="button" variant="ghost" size="sm" onClick={copyKey} aria-label="Copy key">
            <Copy aria-hidden="true" />
          </Button>
        </div>
      </div>
      <FormField form={form} name="code" label="Code from the app">
        {(props) => <CodeInput inputMode="numeric" placeholder="123456" {...props} />}
      </FormField>
    </AccountFormDialog>
  );
}

function BackupCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const copyCodes = async () => {
    const copied = await copyToClipboard(codes.join("\n"));
    toast(
      copied
        ? { title: "Backup codes copied", variant: "success" }
        : { title: "Could not copy the codes", variant: "destructive" },
    );
  };
  return (
    <Dialog open onOpenChange={onOpenChangeFor(onClose)}>
      <DialogContent size="sm">
        <DialogHeading
          title="Two-Factor Authentication Is On"
          description="Save these backup codes somewhere safe. Each one signs you in once if you lose your phone, and they will not be shown again."
        />
        <ul
          aria-label="Backup codes"
          data-testid="backup-codes"
          className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={copyCodes}>
            <Copy aria-hidden="true" />
            Copy Codes
          </Button>
          <Button type="button" onClick={onClose}>
            I Have Saved Them
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<z.input<typeof disableTwoFactorSchema>>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { currentPassword: "", code: "" },
  });
  const disable = useDisableTwoFactor();
  return (
    <AccountFormDialog
      open
      onOpenChange={onOpenChangeFor(onClose)}
      title="Turn Off Two-Factor Authentication"
      description="Your password alone will sign you in again. Your backup codes will stop working."
      onSubmit={form.handleSubmit((body) =>
        disable.mutate(body, {
          onSuccess: () => {
            toast({ title: "Two-factor authentication is off", variant: "success" });
            onClose();
          },
          onError: (error) => {
            if (serverMessage(error) === WRONG_CODE_MESSAGE) {
              form.setError("code", { message: WRONG_CODE_MESSAGE });
            } else {
              showAccountFailure(
                error,
                form,
                "currentPassword",
                "Failed to turn off two-factor authentication. Please try again.",
              );
            }
          },
        }),
      )}
      pending={disable.isPending}
      submitLabel="Turn Off"
      destructive
    >
      <FormField form={form} name="currentPassword" label="Current Password">
        {(props) => <PasswordInput autoComplete="current-password" {...props} />}
      </FormField>
      <FormField
        form={form}
        name="code"
        label="Code from the app"
        hint="Or one of your backup codes."
      >
        {(props) => <CodeInput placeholder="123456" {...props} />}
      </FormField>
    </AccountFormDialog>
  );
}
