import { ConfirmDeleteDialog } from "@web/components/confirm-delete-dialog.tsx";
import type { ArrivalProps } from "@web/components/deferred-overlay.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu.tsx";
import { useBlockMember } from "@web/features/users/api/block.ts";
import { displayName } from "@web/lib/avatar.ts";
import { Ban } from "lucide-react";
import { useState } from "react";
import { type BlockableMember, MoreActionsButton } from "./block-menu-button.tsx";

/** "More actions" beside a member's name: Block, asked for once before it takes effect. */
export function BlockMenu({ member, openOnArrival }: { member: BlockableMember } & ArrivalProps) {
  const [asking, setAsking] = useState<BlockableMember | null>(null);
  const block = useBlockMember();
  return (
    <>
      <DropdownMenu defaultOpen={openOnArrival}>
        <DropdownMenuTrigger asChild>
          <MoreActionsButton />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setAsking(member)}>
            <Ban aria-hidden="true" />
            Block
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDeleteDialog
        subject={asking}
        title="Block this member?"
        confirmLabel="Block"
        describe={(subject) =>
          `${displayName(subject)} won't be able to see your profile, find you or message you, and you'll stop following each other. You can unblock them in Settings.`
        }
        pending={block.isPending}
        onConfirm={(subject) =>
          block.mutate({ member: subject, block: true }, { onSuccess: () => setAsking(null) })
        }
        onClose={() => setAsking(null)}
      />
    </>
  );
}
