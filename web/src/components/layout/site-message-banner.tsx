import { Button } from "@web/components/ui/button.tsx";
import { useSiteSettings } from "@web/features/admin/api/site-settings.ts";
import { Megaphone, X } from "lucide-react";
import { useState } from "react";

const DISMISSED_KEY = "atelier:site-message-dismissed";

/** A short fingerprint of a message: dismissing one message never hides the next. */
function fingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) {
    hash = ((hash << 5) + hash + text.charCodeAt(index)) | 0;
  }
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The admin's site message above every page, until the member dismisses that message. */
export function SiteMessageBanner() {
  const { data } = useSiteSettings();
  const [dismissed, setDismissed] = useState(readDismissed);
  const message = data?.adminMessage.trim() ?? "";
  if (!message || dismissed === fingerprint(message)) return null;

  function dismiss() {
    const print = fingerprint(message);
    try {
      window.localStorage.setItem(DISMISSED_KEY, print);
    } catch {
      // Private browsing may refuse storage: the message still goes for this page's life.
    }
    setDismissed(print);
  }

  return (
    <section aria-label="Site message" className="border-b bg-secondary text-secondary-foreground">
      <div className="mx-auto flex w-full max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:px-6">
        <Megaphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words whitespace-pre-line">{message}</p>
        <Button
          size="icon-sm"
          variant="ghost"
          className="shrink-0"
          aria-label="Dismiss message"
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
