import type { User } from "@contract/users.ts";
import { DeferredOverlay, overlayChunk } from "@web/components/deferred-overlay.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import type { ComponentProps } from "react";

/** The member's avatar in the top bar, which opens the account menu. */
export function AccountMenuButton({ user, ...props }: ComponentProps<"button"> & { user: User }) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      className="cursor-pointer rounded-full transition-shadow hover:ring-4 hover:ring-muted"
      {...props}
    >
      <UserAvatar user={user} size="sm" />
    </button>
  );
}

const accountMenu = overlayChunk<{ user: User }>(() =>
  import("./account-menu.tsx").then((module) => module.AccountMenu),
);

/** The account menu, drawn as its button until the menu's chunk has come (see DeferredOverlay). */
export function AccountMenuSlot({ user }: { user: User }) {
  return (
    <DeferredOverlay
      chunk={accountMenu}
      props={{ user }}
      placeholder={(open) => (
        <AccountMenuButton user={user} aria-haspopup="menu" aria-expanded={false} onClick={open} />
      )}
    />
  );
}
