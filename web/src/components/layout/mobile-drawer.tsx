import type { User } from "@contract/users.ts";
import { BrandMark, BrandName } from "@web/components/brand.tsx";
import type { ArrivalProps } from "@web/components/deferred-overlay.tsx";
import { Dialog, DialogTitle, DialogTrigger, SheetContent } from "@web/components/ui/dialog.tsx";
import { Separator } from "@web/components/ui/separator.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { canSeeAdminLink, logOut } from "@web/lib/session.ts";
import { cn } from "@web/lib/utils.ts";
import { LogOut, Settings, Shield, User as UserIcon } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { DrawerButton } from "./mobile-drawer-button.tsx";
import { isActivePath, NAV_ITEMS } from "./nav-items.ts";
import { NavSearch } from "./nav-search.tsx";

function DrawerLink({
  href,
  icon,
  children,
  active = false,
  onNavigate,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  active?: boolean;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors [&_svg]:size-5",
        active
          ? "bg-accent text-accent-foreground"
          : "text-foreground/80 hover:bg-muted hover:text-foreground",
      )}
    >
      {icon}
      {children}
    </Link>
  );
}

/** Small screens: a side drawer with search, the five items, the member and account links. */
export function MobileDrawer({ user, openOnArrival }: { user: User } & ArrivalProps) {
  const [open, setOpen] = useState(openOnArrival);
  const [location] = useLocation();
  const close = () => setOpen(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const name = user.firstName?.trim()
    ? `${user.firstName} ${user.lastName ?? ""}`.trim()
    : user.email;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <DrawerButton />
      </DialogTrigger>
      <SheetContent
        ref={contentRef}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Focus the drawer itself, not the search box: no on-screen keyboard popping up.
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <div className="flex items-center gap-2 border-b px-5 py-4">
          <BrandMark size="sm" />
          <BrandName size="sm" />
          <DialogTitle className="sr-only">Menu</DialogTitle>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <NavSearch className="mb-4 px-1" onSearch={close} />
          <nav aria-label="Main" className="grid gap-1">
            {NAV_ITEMS.map((item) => (
              <DrawerLink
                key={item.href}
                href={item.href}
                icon={<item.icon aria-hidden="true" />}
                active={isActivePath(location, item.href)}
                onNavigate={close}
              >
                {item.label}
              </DrawerLink>
            ))}
          </nav>
          <Separator className="my-4" />
          <div className="mb-3 flex items-center gap-3 px-3">
            <UserAvatar user={user} size="md" />
            <div className="min-w-0">
              <p className="truncate font-medium">{name}</p>
              {user.profession ? (
                <p className="truncate text-sm text-muted-foreground">{user.profession}</p>
              ) : null}
            </div>
          </div>
          <div className="grid gap-1">
            <DrawerLink
              href={`/profile/${user.id}`}
              icon={<UserIcon aria-hidden="true" />}
              onNavigate={close}
            >
              Profile
            </DrawerLink>
            <DrawerLink href="/settings" icon={<Settings aria-hidden="true" />} onNavigate={close}>
              Settings
            </DrawerLink>
            {canSeeAdminLink(user) ? (
              <DrawerLink href="/admin" icon={<Shield aria-hidden="true" />} onNavigate={close}>
                Admin Panel
              </DrawerLink>
            ) : null}
            <button
              type="button"
              onClick={() => {
                close();
                logOut();
              }}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground [&_svg]:size-5"
            >
              <LogOut aria-hidden="true" />
              Log out
            </button>
          </div>
        </div>
      </SheetContent>
    </Dialog>
  );
}
