import type { User } from "@contract/users.ts";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { ACCOUNT_EXPORT_URL } from "@web/features/settings/api/account.ts";
import { Download, KeyRound, Mail, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  ChangeEmailDialog,
  ChangePasswordDialog,
  DeleteAccountDialog,
} from "./account-dialogs.tsx";
import { SessionsCard } from "./sessions-card.tsx";
import { StorageCard } from "./storage-card.tsx";
import { TwoFactorCard } from "./two-factor-card.tsx";

type OpenDialog = "email" | "password" | "delete" | null;

/**
 * Email, password, two-factor sign-in, where you are signed in, the storage your uploads take,
 * a copy of your data, and deleting the account.
 */
export function AccountTab({ user }: { user: User }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const onOpenChange = (dialog: Exclude<OpenDialog, null>) => (next: boolean) =>
    setOpen(next ? dialog : null);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>Your sign-in details.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div>
            <p className="text-sm font-medium">Email Address</p>
            <p className="mt-0.5 text-sm text-muted-foreground" data-testid="account-email">
              {user.email}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setOpen("email")}>
              <Mail aria-hidden="true" />
              Change Email
            </Button>
            <Button variant="outline" onClick={() => setOpen("password")}>
              <KeyRound aria-hidden="true" />
              Change Password
            </Button>
          </div>
        </CardContent>
      </Card>
      <TwoFactorCard />
      <SessionsCard />
      <StorageCard />
      <Card>
        <CardHeader>
          <CardTitle>Your Data</CardTitle>
          <CardDescription>
            A copy of your profile, posts, portfolio, calendar, messages and applications as JSON.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" asChild>
            <a href={ACCOUNT_EXPORT_URL} download="atelier-data.json">
              <Download aria-hidden="true" />
              Download my data
            </a>
          </Button>
        </CardContent>
      </Card>
      <Card className="border-destructive/30">
        <CardHeader>
          <CardTitle className="text-destructive">Danger Zone</CardTitle>
          <CardDescription>
            Deleting your account removes your profile, posts and messages permanently.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setOpen("delete")}>
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        </CardContent>
      </Card>

      <ChangeEmailDialog user={user} open={open === "email"} onOpenChange={onOpenChange("email")} />
      <ChangePasswordDialog open={open === "password"} onOpenChange={onOpenChange("password")} />
      <DeleteAccountDialog open={open === "delete"} onOpenChange={onOpenChange("delete")} />
    </div>
  );
}
