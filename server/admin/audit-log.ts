import type { AuditEntry } from "@contract/admin.ts";
import type { Database } from "../db/client.ts";
import { keysetList } from "../db/keyset.ts";
import { adminAuditLog } from "../db/schema/index.ts";

/** Who did an admin action: the member and the unlocked session they did it from. */
export type AdminActor = {
  user: { id: string; email: string; firstName: string | null; lastName: string | null };
  sessionId: string | null;
};

/**
 * Records one admin action. Call it inside the transaction that makes the change, so the log
 * holds exactly what happened: a rolled-back action leaves no line, a committed one always does.
 */
export async function recordAdminAction(
  db: Pick<Database, "insert">,
  actor: AdminActor,
  entry: { action: string; targetIds: string[]; reason?: string | null },
) {
  const name = [actor.user.firstName, actor.user.lastName].filter(Boolean).join(" ");
  await db.insert(adminAuditLog).values({
    adminId: actor.user.id,
    adminName: name || actor.user.email,
    adminEmail: actor.user.email,
    sessionId: actor.sessionId,
    action: entry.action,
    targetIds: entry.targetIds,
    reason: entry.reason ?? null,
  });
}

const AUDIT_PAGE_SIZE = 50;
const auditList = keysetList("audit", adminAuditLog.createdAt, adminAuditLog.id);

/** The audit log newest first, a page at a time. */
export async function listAuditLog(db: Database, cursorText: string | undefined) {
  const rows = await db
    .select({ entry: adminAuditLog, ...auditList.cursorColumns })
    .from(adminAuditLog)
    .where(auditList.after(cursorText))
    .orderBy(...auditList.newestFirst)
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = auditList.page(rows, AUDIT_PAGE_SIZE);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(
      ({ entry }): AuditEntry => ({
        id: entry.id,
        adminName: entry.adminName,
        adminEmail: entry.adminEmail,
        sessionId: entry.sessionId,
        action: entry.action,
        targetIds: entry.targetIds,
        reason: entry.reason,
        createdAt: entry.createdAt.toISOString(),
      }),
    ),
  };
}
