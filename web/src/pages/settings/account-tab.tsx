import type { User } from "@contract/users.ts";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { KeyRound, Mail, Trash2 } from "lucide-react";

/** Email display and account actions (their behaviour is not part of the product yet). */
export function AccountTab({ user }: { user: User }) {
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
            <p className="mt-0.5 text-sm text-muted-foreground">{user.email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline">
              <Mail aria-hidden="true" />
              Change Email
            </Button>
            <Button variant="outline">
              <KeyRound aria-hidden="true" />
              Change Password
            </Button>
          </div>
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
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
