import { PageHeader } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { useUnlockAdmin } from "@web/features/auth/api/admin-unlock.ts";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { PasswordInput } from "@web/pages/auth/password-input.tsx";
import {
  Bot,
  FileText,
  LifeBuoy,
  Loader2,
  Megaphone,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Users,
} from "lucide-react";
import { type FormEvent, useState } from "react";

const PANELS = [
  { icon: Users, title: "User Management", text: "Review members and remove accounts in bulk." },
  { icon: FileText, title: "Content Management", text: "Moderate posts across the network." },
  {
    icon: Sparkles,
    title: "AI Content Generation",
    text: "Generate filler content from a prompt.",
  },
  { icon: Bot, title: "Bot Messages", text: "Review and clear generated messages." },
  { icon: LifeBuoy, title: "Support Tickets", text: "Answer and resolve member tickets." },
  { icon: SlidersHorizontal, title: "Site Controls", text: "Switch pages, logins and sign-ups." },
  { icon: Megaphone, title: "Site Message", text: "Show a message to every member." },
];

/** /admin: locked behind the shared admin password, unlocked for the page's lifetime. */
export default function AdminPage() {
  const { user } = useAuth();
  const [password, setPassword] = useState("");
  const [unlocked, setUnlocked] = useState(false);

  const authenticate = useUnlockAdmin({
    onSuccess: () => {
      setUnlocked(true);
      setPassword("");
      toast({
        title: "Admin Access Granted",
        description: "Welcome to the admin panel.",
        variant: "success",
      });
    },
    onError: () =>
      toast({
        title: "Authentication Failed",
        description: "Invalid admin password.",
        variant: "destructive",
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    authenticate.mutate(password);
  }

  const signedInAs = user ? (
    <p className="text-sm text-muted-foreground">
      Signed in as <span className="font-medium text-foreground">{displayName(user)}</span>
      {user.email ? ` (${user.email})` : ""}
    </p>
  ) : null;

  if (!unlocked) {
    return (
      <div className="mx-auto max-w-md py-6">
        <PageHeader title="Admin Panel" description="Restricted area for Atelier administrators." />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
              Admin Access
            </CardTitle>
            <CardDescription>Enter the admin password to continue.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={handleSubmit} className="grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="admin-password">Admin Password</Label>
                <PasswordInput
                  id="admin-password"
                  autoComplete="off"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
              <Button type="submit" disabled={!password || authenticate.isPending}>
                {authenticate.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : null}
                Access Admin Panel
              </Button>
              {signedInAs}
            </form>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div>
      <PageHeader title="Admin Panel" description={signedInAs} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PANELS.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-5">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
              <h2 className="font-semibold">{title}</h2>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">{text}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
