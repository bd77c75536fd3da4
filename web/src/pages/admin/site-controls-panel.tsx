import type { SiteSettings } from "@contract/admin.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Switch } from "@web/components/ui/switch.tsx";
import { useAdminSettings, useSaveSiteSettings } from "@web/features/admin/api/site-settings.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { useEffect, useState } from "react";
import { useAdminFailure } from "./admin-failure.ts";

type Switchable = Exclude<keyof SiteSettings, "adminMessage">;

const SWITCHES: { key: Switchable; label: string; text: string }[] = [
  {
    key: "mainPagesEnabled",
    label: "Main pages",
    text: "Off: members see a maintenance page; the admin panel keeps working.",
  },
  {
    key: "loginsEnabled",
    label: "Sign-ins",
    text: "Off: nobody can sign in; members already signed in carry on.",
  },
  {
    key: "registrationsEnabled",
    label: "Registrations",
    text: "Off: no new accounts can be created.",
  },
];

/** Site controls (each switch saves at once) and the site message shown to every member. */
export function SiteControlsPanel() {
  const { data: settings } = useAdminSettings();
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (settings) setMessage(settings.adminMessage);
  }, [settings]);
  const failed = useAdminFailure();
  const save = useSaveSiteSettings({
    onSuccess: () =>
      toast({ title: "Settings Updated", description: "The site settings have been saved." }),
    onError: failed("Update Failed", "Failed to update admin settings."),
  });
  if (!settings) return <p className="text-sm text-muted-foreground">Loading settings…</p>;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="grid gap-4 p-5">
        <h2 className="font-semibold">Site Controls</h2>
        {SWITCHES.map(({ key, label, text }) => (
          <div key={key} className="flex items-start justify-between gap-4">
            <div>
              <Label htmlFor={`switch-${key}`}>{label}</Label>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
            <Switch
              id={`switch-${key}`}
              checked={settings[key]}
              disabled={save.isPending}
              onCheckedChange={(checked) => save.mutate({ ...settings, [key]: checked })}
            />
          </div>
        ))}
      </Card>
      <Card className="grid gap-3 p-5">
        <h2 className="font-semibold">Site Message</h2>
        <Label htmlFor="site-message">Shown to every signed-in member until they dismiss it</Label>
        <Textarea
          id="site-message"
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={save.isPending}
            onClick={() => save.mutate({ ...settings, adminMessage: message })}
          >
            Save Message
          </Button>
          <Button
            variant="outline"
            disabled={save.isPending || !settings.adminMessage}
            onClick={() => save.mutate({ ...settings, adminMessage: "" })}
          >
            Remove Message
          </Button>
        </div>
      </Card>
    </div>
  );
}
