import {
  MEMBER_NOT_FOUND_MESSAGE,
  SUSPEND_SELF_MESSAGE,
  SUSPENSION_END_MESSAGE,
  type Suspension,
} from "@contract/admin-suspension.ts";
import { eq } from "drizzle-orm";
import { type AdminActor, recordAdminAction } from "../admin/audit-log.ts";
import type { AppContext } from "../context.ts";
import type { Transaction } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { isSuspended } from "../users/suspension.ts";

type SuspensionRow = Pick<
  typeof users.$inferSelect,
  "id" | "suspendedAt" | "suspendedUntil" | "suspensionReason"
>;

const suspensionColumns = {
  id: users.id,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

function presentSuspension(row: SuspensionRow): Suspension {
  return {
    userId: row.id,
    suspended: isSuspended(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}

/**
 * Suspends a member inside the caller's transaction: marks them and deletes every session they
 * have. The caller announces the ended sessions after commit (`sessions.allEnded`), which
 * closes their live sockets on every instance.
 */
export async function suspendInTransaction(
  tx: Transaction,
  actor: AdminActor,
  memberId: string,
  input: { reason: string; until?: string | null | undefined },
): Promise<SuspensionRow> {
  if (memberId === actor.user.id) throw new BadRequestError(SUSPEND_SELF_MESSAGE);
  const until = input.until ? new Date(input.until) : null;
  if (until && until <= new Date()) throw new BadRequestError(SUSPENSION_END_MESSAGE);
  const [row] = await tx
    .update(users)
    .set({ suspendedAt: new Date(), suspendedUntil: until, suspensionReason: input.reason })
    .where(eq(users.id, memberId))
    .returning(suspensionColumns);
  const suspended = found(row, MEMBER_NOT_FOUND_MESSAGE);
  await tx.delete(sessions).where(eq(sessions.userId, memberId));
  await recordAdminAction(tx, actor, {
    action: "member.suspend",
    targetIds: [memberId],
    reason: input.reason,
  });
  return suspended;
}

/** An admin suspends a member: their sessions and live sockets end at once. */
export async function suspendMember(
  context: Pick<AppContext, "db" | "sessions">,
  actor: AdminActor,
  memberId: string,
  input: { reason: string; until?: string | null | undefined },
): Promise<Suspension> {
  const row = await context.db.transaction((tx) =>
    suspendInTransaction(tx, actor, memberId, input),
  );
  await context.sessions.allEnded(memberId);
  return presentSuspension(row);
}

/** An admin lifts a suspension before its end (or one without an end). */
export async function unsuspendMember(
  { db, sessions }: Pick<AppContext, "db" | "sessions">,
  actor: AdminActor,
  memberId: string,
): Promise<Suspension> {
  const row = await db.transaction(async (tx) => {
    const [lifted] = await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(eq(users.id, memberId))
      .returning(suspensionColumns);
    const member = found(lifted, MEMBER_NOT_FOUND_MESSAGE);
    await recordAdminAction(tx, actor, { action: "member.unsuspend", targetIds: [memberId] });
    return member;
  });
  await sessions.accountChanged(memberId);
  return presentSuspension(row);
}
