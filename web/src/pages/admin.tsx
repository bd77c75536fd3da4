import { ADMIN_NOT_CONFIGURED_MESSAGE } from "@contract/admin.ts";
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { useAdminStatus, useUnlockAdmin } from "@web/features/admin/api/access.ts";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { hasStatus, serverMessage } from "@web/lib/api-client.ts";
import { displayName } from "@web/lib/avatar.ts";
import { AuditLogPanel } from "@web/pages/admin/audit-log-panel.tsx";
import { ContentPanel } from "@web/pages/admin/content-panel.tsx";
import { PostsPanel } from "@web/pages/admin/posts-panel.tsx";
import { ReportsPanel } from "@web/pages/admin/reports-panel.tsx";
import { SiteControlsPanel } from "@web/pages/admin/site-controls-panel.tsx";
import { StatusPanel } from "@web/pages/admin/status-panel.tsx";
import { TicketsPanel } from "@web/pages/admin/tickets-panel.tsx";
import { UsersPanel } from "@web/pages/admin/users-panel.tsx";
import { VerificationPanel } from "@web/pages/admin/verification-panel.tsx";
import { PasswordInput } from "@web/pages/auth/password-input.tsx";
import { Loader2, Lock, ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";

/** The panel's tabs, each a panel of its own file under pages/admin/. */
const TABS: { value: string; label: string; panel: () => ReactNode }[] = [
  { value: "status", label: "Current Status", panel: () => <StatusPanel /> },
  { value: "users", label: "Users", panel: () => <UsersPanel /> },
  { value: "posts", label: "Content", panel: () => <PostsPanel /> },
  { value: "verifications", label: "Verifications", panel: () => <VerificationPanel /> },
  { value: "tickets", label: "Support Tickets", panel: () => <TicketsPanel /> },
  { value: "reports", label: "Reports", panel: () => <ReportsPanel /> },
  { value: "controls", label: "Site Controls", panel: () => <SiteControlsPanel /> },
  { value: "content", label: "AI Content", panel: () => <ContentPanel /> },
  { value: "audit", label: "Audit Log", panel: () => <AuditLogPanel /> },
];

/**
 * /admin: locked until this session enters the admin password; the server keeps it open for
 * twelve hours and refuses every admin call once it locks again, which brings the gate back.
 */
export default function AdminPage() {
  const { user } = useAuth();
  const status = useAdminStatus();

  const signedInAs = user ? (
    <p className="text-sm text-muted-foreground break-words">
      Signed in as <span className="font-medium text-foreground">{displayName(user)}</span>
      {user.email ? ` (${user.email})` : ""}
    </p>
  ) : null;

  if (status.isLoading) {
    return (
      <div role="status" className="flex justify-center py-24">
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  if (!status.data?.unlocked) {
    return (
      <div className="mx-auto max-w-md py-6">
        <PageHeader title="Admin Panel" description="Restricted area for Atelier administrators." />
        {status.data && !status.data.configured ? (
          <NotConfigured signedInAs={signedInAs} />
        ) : (
          <PasswordGate signedInAs={signedInAs} />
        )}
      </div>
    );
  }

  return (
    <div>
      <PageHeader title="Admin Panel" description={signedInAs} />
      <Tabs defaultValue="status">
        <TabsList className="w-full flex-wrap">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} grow={false}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.panel()}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function NotConfigured({ signedInAs }: { signedInAs: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
          Admin panel locked
        </CardTitle>
        <CardDescription>{ADMIN_NOT_CONFIGURED_MESSAGE}</CardDescription>
      </CardHeader>
      <CardContent>{signedInAs}</CardContent>
    </Card>
  );
}

function PasswordGate({ signedInAs }: { signedInAs: ReactNode }) {
  const [password, setPassword] = useState("");
  const authenticate = useUnlockAdmin({
    onSuccess: () => {
      setPassword("");
      toast({
        title: "Admin Access Granted",
        description: "Welcome to the admin panel.",
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: "Authentication Failed",
        // A refusal that is not about the password (too many attempts, an account that may
        // not unlock) says so; a wrong password says only that.
        description: hasStatus(error, 403, 429)
          ? (serverMessage(error) ?? "Invalid admin password.")
          : "Invalid admin password.",
        variant: "destructive",
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    authenticate.mutate(password);
  }

  return (
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
  );
}
