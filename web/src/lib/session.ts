import type { User } from "@contract/users.ts";
import { queryClient } from "./query-client.ts";

/** Log out: drop every cached answer, then let the server end the session and redirect to /. */
export function logOut(): void {
  queryClient.clear();
  window.location.href = "/api/logout";
}

/** The admin link shows when the email contains "admin" (a display check only). */
export function canSeeAdminLink(user: Pick<User, "email"> | null | undefined): boolean {
  return Boolean(user?.email?.toLowerCase().includes("admin"));
}

/** Full page load of the search results; blank text does nothing. */
export function submitSearch(text: string): boolean {
  const query = text.trim();
  if (!query) return false;
  window.location.href = `/search?q=${encodeURIComponent(query)}`;
  return true;
}
