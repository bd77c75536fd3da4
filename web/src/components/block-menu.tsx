import type { UserSummary } from "@contract/users.ts";
import { ConfirmDeleteDialog } from "@web/components/confirm-delete-dialog.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu.tsx";
import { useBlockMember } from "@web/features/users/api/block.ts";
import { displayName } from "@web/lib/avatar.ts";
import { Ban, MoreHorizontal } from "lucide-react";
import { useState } from "react";

type Member = Pick<UserSummary, "id" | "firstName" | "lastName">;

/** "More actions" beside a member's name: Block, asked for once before it takes effect. */
export function BlockMenu({ member }: { member: Member }) {
  const [asking, setAsking] = useState<Member | null>(null);
  const block = useBlockMember();
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More actions">
            <MoreHorizontal aria-hidden="true" />
          </Button>
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

/** Lifts the viewer's block on a member, from the member's own profile. */
export function UnblockButton({ member }: { member: Member }) {
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
