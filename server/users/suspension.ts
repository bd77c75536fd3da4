import { type SQL, sql } from "drizzle-orm";
import { users } from "../db/schema/index.ts";

type SuspensionColumns = { suspendedAt: Date | null; suspendedUntil: Date | null };

/**
 * Whether an admin's suspension holds the member now. One that has run past its end counts as
 * lifted, without anything having to clear it.
 */
export function isSuspended(member: SuspensionColumns, now: Date = new Date()): boolean {
  if (!member.suspendedAt) return false;
  return member.suspendedUntil === null || member.suspendedUntil > now;
}

/** The same rule in SQL, for `users` in scope: whose content others may see. */
export function notSuspended(): SQL {
  return sql`(${users.suspendedAt} is null or ${users.suspendedUntil} <= now())`;
}
