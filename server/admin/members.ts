import type { AdminUser } from "@contract/admin.ts";
import { and, ilike, or, sql } from "drizzle-orm";
import { deleteMembers } from "../account/delete-account.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { keysetList } from "../db/keyset.ts";
import { users } from "../db/schema/index.ts";
import { BadRequestError } from "../http/errors.ts";
import { containsPattern } from "../search/like-pattern.ts";
import { type AdminActor, recordAdminAction } from "./audit-log.ts";

const MEMBERS_PAGE_SIZE = 25;
const memberList = keysetList("members", users.createdAt, users.id);
export const DELETE_YOURSELF_MESSAGE =
  "You cannot delete your own account from the admin panel; use Settings instead.";

/** Members newest first, optionally those whose name or email contains `q`. */
export async function listMembers(db: Database, q: string | undefined, cursorText?: string) {
  const pattern = q ? containsPattern(q) : null;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: users.profession,
      verificationStatus: users.verificationStatus,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
      ...memberList.cursorColumns,
    })
    .from(users)
    .where(
      and(
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(
                sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
                pattern,
              ),
            )
          : undefined,
        memberList.after(cursorText),
      ),
    )
    .orderBy(...memberList.newestFirst)
    .limit(MEMBERS_PAGE_SIZE + 1);
  const page = memberList.page(rows, MEMBERS_PAGE_SIZE);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(
      ({
        cursorAt: _at,
        cursorId: _id,
        createdAt,
        suspendedAt,
        suspendedUntil,
        ...row
      }): AdminUser => ({
        createdAt: createdAt.toISOString(),
        suspendedAt: suspendedAt?.toISOString() ?? null,
        suspendedUntil: suspendedUntil?.toISOString() ?? null,
        ...row,
      }),
    ),
  };
}

/**
 * An admin deletes members as account deletion does (their content, uploads, sessions and live
 * sockets go too); the audit line, written in the same transaction, stays.
 */
export async function deleteMembersAsAdmin(
  context: Pick<AppContext, "db" | "objects" | "sessions">,
  actor: AdminActor,
  userIds: readonly string[],
): Promise<{ deleted: number }> {
  if (userIds.includes(actor.user.id)) throw new BadRequestError(DELETE_YOURSELF_MESSAGE);
  const deleted = await deleteMembers(context, [...new Set(userIds)], (tx, deletedIds) =>
    recordAdminAction(tx, actor, { action: "delete-users", targetIds: deletedIds }),
  );
  return { deleted: deleted.length };
}
