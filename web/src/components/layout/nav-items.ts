import { Briefcase, Home, type LucideIcon, MessageCircle, Sparkles, Users } from "lucide-react";

export type NavItem = { label: string; href: string; icon: LucideIcon };

/** The five main destinations, highlighted by exact path match. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Feed", href: "/", icon: Home },
  { label: "Jobs", href: "/opportunities", icon: Briefcase },
  { label: "Network", href: "/network", icon: Users },
  { label: "Messages", href: "/messages", icon: MessageCircle },
  { label: "AI Search", href: "/ai-search", icon: Sparkles },
];

export function isActivePath(location: string, href: string): boolean {
  return location === href;
}
