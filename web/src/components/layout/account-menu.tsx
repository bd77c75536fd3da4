import type { User } from "@contract/users.ts";
import type { ArrivalProps } from "@web/components/deferred-overlay.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { displayName } from "@web/lib/avatar.ts";
import { logOut } from "@web/lib/session.ts";
import { LogOut, Settings, User as UserIcon } from "lucide-react";
import { useLocation } from "wouter";
import { AccountMenuButton } from "./account-menu-button.tsx";

/** The avatar menu: Profile, Settings, Log out. */
export function AccountMenu({ user, openOnArrival }: { user: User } & ArrivalProps) {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu defaultOpen={openOnArrival}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar user={user} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-medium">{displayName(user)}</p>
            {user.email ? (
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            ) : null}
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(`/profile/${user.id}`)}>
          <UserIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/settings")}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
