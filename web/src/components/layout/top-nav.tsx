import type { User } from "@contract/users.ts";
import { BrandMark, BrandName } from "@web/components/brand.tsx";
import { buttonVariants } from "@web/components/ui/button.tsx";
import { canSeeAdminLink } from "@web/lib/session.ts";
import { cn } from "@web/lib/utils.ts";
import { Shield } from "lucide-react";
import { Link, useLocation } from "wouter";
import { AccountMenuSlot } from "./account-menu-button.tsx";
import { MobileDrawerSlot } from "./mobile-drawer-button.tsx";
import { isActivePath, NAV_ITEMS } from "./nav-items.ts";
import { NavSearch } from "./nav-search.tsx";
import { NotificationBellSlot } from "./notification-bell-button.tsx";

/** The sticky bar on every signed-in page. */
export function TopNav({ user }: { user: User }) {
  const [location] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b bg-card/85 backdrop-blur-md supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 md:gap-4">
        <MobileDrawerSlot user={user} />
        <Link
          href="/"
          aria-label="Atelier home"
          className="flex shrink-0 items-center gap-2 rounded-lg pr-1"
        >
          <BrandMark />
          <BrandName className="hidden sm:inline" />
        </Link>

        <nav aria-label="Main" className="ml-1 hidden shrink-0 items-center gap-0.5 md:flex">
          {NAV_ITEMS.map((item) => {
            const active = isActivePath(location, item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? "page" : undefined}
                title={item.label}
                className={cn(
                  "flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors lg:px-3",
                  active
                    ? "bg-accent text-accent-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <item.icon className="size-4.5" aria-hidden="true" />
                <span className="sr-only lg:not-sr-only">{item.label}</span>
              </Link>
            );
          })}
        </nav>

        <NavSearch className="ml-auto min-w-0 flex-1 max-md:hidden md:max-w-xs xl:max-w-sm" />

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <NotificationBellSlot />
          {canSeeAdminLink(user) ? (
            <Link
              href="/admin"
              aria-label="Admin"
              title="Admin"
              className={cn(
                buttonVariants({ variant: "ghost", size: "icon", round: true }),
                "max-md:hidden",
                location === "/admin" && "bg-accent text-accent-foreground",
              )}
            >
              <Shield className="size-5!" aria-hidden="true" />
            </Link>
          ) : null}
          <div className="ml-1 hidden md:block">
            <AccountMenuSlot user={user} />
          </div>
        </div>
      </div>
    </header>
  );
}
