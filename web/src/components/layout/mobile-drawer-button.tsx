import type { User } from "@contract/users.ts";
import { DeferredOverlay, overlayChunk } from "@web/components/deferred-overlay.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Menu } from "lucide-react";
import type { ComponentProps } from "react";

/** Small screens' menu button, which opens the side drawer. */
export function DrawerButton(props: ComponentProps<"button">) {
  return (
    <Button variant="ghost" size="icon" aria-label="Open menu" className="md:hidden" {...props}>
      <Menu className="size-5!" aria-hidden="true" />
    </Button>
  );
}

const mobileDrawer = overlayChunk<{ user: User }>(() =>
  import("./mobile-drawer.tsx").then((module) => module.MobileDrawer),
);

/** The side drawer, drawn as its button until the drawer's chunk has come (see DeferredOverlay). */
export function MobileDrawerSlot({ user }: { user: User }) {
  return (
    <DeferredOverlay
      chunk={mobileDrawer}
      props={{ user }}
      placeholder={(open) => (
        <DrawerButton aria-haspopup="dialog" aria-expanded={false} onClick={open} />
      )}
    />
  );
}
