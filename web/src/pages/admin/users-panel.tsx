import type { AdminUser } from "@contract/admin.ts";
import { formatDate } from "@contract/en-gb.ts";
import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { LoadMore } from "@web/components/load-more.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { Input } from "@web/components/ui/input.tsx";
import {
  useAdminMembers,
  useDeleteMembers,
  useSuspendMember,
  useUnsuspendMember,
} from "@web/features/admin/api/members.ts";
import { useDebouncedValue } from "@web/hooks/use-debounced-value.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { Search } from "lucide-react";
import { useState } from "react";
import { useAdminFailure } from "./admin-failure.ts";
import { BulkList } from "./bulk-list.tsx";
import { SuspensionForm } from "./suspension-form.tsx";

const fullName = (user: AdminUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

const day = (iso: string) => formatDate(new Date(iso));

function suspensionText(user: AdminUser): string | null {
  if (!user.suspendedAt) return null;
  return user.suspendedUntil ? `Suspended until ${day(user.suspendedUntil)}` : "Suspended";
}

/** User management: search, page, tick and delete; suspend or lift a suspension. */
export function UsersPanel() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminMembers(q);
  const { items: members, isLoading } = list;
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const failed = useAdminFailure();
  const remove = useDeleteMembers({
    onSuccess: (deleted) =>
      toast({ title: "Users Deleted", description: `${deleted} user(s) deleted.` }),
    onError: failed("Delete Failed", "Failed to delete users. Please try again."),
  });
  const unsuspend = useUnsuspendMember({
    onSuccess: () => toast({ title: "Suspension lifted" }),
    onError: failed("Error", "Failed to lift the suspension. Please try again."),
  });

  return (
    <div className="grid gap-3">
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by name or email"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading users…</p>
      ) : (
        <BulkList
          rows={members}
          noun="user"
          label="Users"
          empty={q ? "No users match that search." : "No users yet."}
          deleting={remove.isPending}
          onDelete={(ids, done) => remove.mutate(ids, { onSuccess: done })}
          renderRow={(user) => (
            <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">{fullName(user)}</p>
                <p className="text-muted-foreground break-all">{user.email}</p>
                <p className="text-muted-foreground">
                  {user.profession ?? "Creative"} · joined {day(user.createdAt)}
                </p>
                {user.suspendedAt ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    <Badge variant="destructive">{suspensionText(user)}</Badge>
                    {user.suspensionReason ? (
                      <span className="break-words">{user.suspensionReason}</span>
                    ) : null}
                  </p>
                ) : null}
              </div>
              {user.suspendedAt ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unsuspend.isPending}
                  onClick={() => unsuspend.mutate(user.id)}
                >
                  Unsuspend
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setSuspending(user)}>
                  Suspend
                </Button>
              )}
            </div>
          )}
          footer={<LoadMore pages={list} />}
        />
      )}
      <SuspendDialog member={suspending} onClose={() => setSuspending(null)} />
    </div>
  );
}

/** Asks why, and until when (empty: until lifted), before suspending a member. */
function SuspendDialog({ member, onClose }: { member: AdminUser | null; onClose: () => void }) {
  const failed = useAdminFailure();
  const suspend = useSuspendMember({
    onSuccess: () => {
      toast({ title: "Member suspended" });
      onClose();
    },
    onError: failed("Error", "Failed to suspend the member. Please try again."),
  });

  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm">
        <DialogHeading
          title="Suspend member"
          description={
            member
              ? `${fullName(member)} will be signed out everywhere and cannot sign in while suspended.`
              : null
          }
        />
        {member ? (
          <SuspensionForm
            pending={suspend.isPending}
            onSuspend={(input) => suspend.mutate({ userId: member.id, ...input })}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
