import type { UserSummary } from "@contract/users.ts";
import { DeferredOverlay, overlayChunk } from "@web/components/deferred-overlay.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { useBlockMember } from "@web/features/users/api/block.ts";
import { MoreHorizontal } from "lucide-react";
import type { ComponentProps } from "react";

export type BlockableMember = Pick<UserSummary, "id" | "firstName" | "lastName">;

/** "More actions" beside a member's name, which opens the block menu. */
export function MoreActionsButton(props: ComponentProps<"button">) {
  return (
    <Button variant="outline" size="icon" aria-label="More actions" {...props}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}

const blockMenu = overlayChunk<{ member: BlockableMember }>(() =>
  import("./block-menu.tsx").then((module) => module.BlockMenu),
);

/** The block menu, drawn as its button until the menu's chunk has come (see DeferredOverlay). */
export function BlockMenuSlot({ member }: { member: BlockableMember }) {
  return (
    <DeferredOverlay
      chunk={blockMenu}
      props={{ member }}
      placeholder={(open) => (
        <MoreActionsButton aria-haspopup="menu" aria-expanded={false} onClick={open} />
      )}
    />
  );
}

/** Lifts the viewer's block on a member, from the member's own profile. */
export function UnblockButton({ member }: { member: BlockableMember }) {
  const unblock = useBlockMember();
  return (
    <Button
      variant="outline"
      disabled={unblock.isPending}
      onClick={() => unblock.mutate({ member, block: false })}
    >
      Unblock
    </Button>
  );
}
