import { BOT_MESSAGES_SHOWN, type BotMessage } from "@contract/admin.ts";
import { count, desc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { botMessages } from "../db/schema/index.ts";
import { type AdminActor, recordAdminAction } from "./audit-log.ts";
import type { ContentGenerator } from "./generate-content.ts";

const present = (row: typeof botMessages.$inferSelect): BotMessage => ({
  id: row.id,
  messageType: row.messageType,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** The newest bot messages the panel lists, and how many there are in all. */
export async function listBotMessages(db: Database) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(botMessages)
      .orderBy(desc(botMessages.createdAt), desc(botMessages.id))
      .limit(BOT_MESSAGES_SHOWN),
    db.select({ value: count() }).from(botMessages),
  ]);
  return { messages: rows.map(present), total: total?.value ?? 0 };
}

export async function clearBotMessages(db: Database, actor: AdminActor) {
  await db.transaction(async (tx) => {
    const cleared = await tx.delete(botMessages).returning({ id: botMessages.id });
    await recordAdminAction(tx, actor, {
      action: "clear-bot-messages",
      targetIds: [],
      reason: `${cleared.length} cleared`,
    });
  });
}

/** Writes `count` bot messages from the prompt; the prompt is kept in the audit line. */
export async function generateBotMessages(
  db: Database,
  generator: ContentGenerator,
  actor: AdminActor,
  input: { prompt: string; count: number },
): Promise<{ generated: number }> {
  const drafts = await generator.generate(input.prompt, input.count);
  await db.transaction(async (tx) => {
    const rows = await tx.insert(botMessages).values(drafts).returning({ id: botMessages.id });
    await recordAdminAction(tx, actor, {
      action: "generate-content",
      targetIds: rows.map((row) => row.id),
      reason: input.prompt,
    });
  });
  return { generated: drafts.length };
}
