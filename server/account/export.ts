import { type FileHandle, mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { accountExportSchema } from "@contract/settings.ts";
import { eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client.ts";
import { PLAN_EACH_TIME } from "../db/preparing-client.ts";
import { rowMapperFor } from "../db/row-mapper.ts";
import { rowsOf } from "../db/rows.ts";
import * as schema from "../db/schema/index.ts";
import { UnauthorizedError } from "../http/errors.ts";

/**
 * Rows read from the database at a time: all of an export that is in memory at once. A member
 * who bookmarked tens of thousands of posts has a document of megabytes, which is written to a
 * file a batch at a time rather than built whole.
 */
export const EXPORT_BATCH_ROWS = 500;

type ListName = Exclude<keyof typeof accountExportSchema.shape, "exportedAt" | "profile">;

/** A list of the export: the rows of one table that are the member's. */
type List = { name: ListName; table: PgTable; where: SQL };

/** Every list of the export, in the document's order, each found through an index on the member. */
function listsOf(userId: string): List[] {
  const { conversations, messages, aiConversations, aiMessages } = schema;
  const mine = (table: PgTable, column: PgColumn, name: ListName) => ({
    name,
    table,
    where: eq(column, userId),
  });
  return [
    mine(schema.posts, schema.posts.userId, "posts"),
    mine(schema.comments, schema.comments.userId, "comments"),
    mine(schema.postLikes, schema.postLikes.userId, "likes"),
    mine(schema.postBookmarks, schema.postBookmarks.userId, "bookmarks"),
    mine(schema.follows, schema.follows.followerId, "following"),
    mine(schema.follows, schema.follows.followingId, "followers"),
    {
      name: "messages",
      table: messages,
      // Through the member's conversations, whose indexes lead with either member.
      where: sql`${messages.conversationId} in (select ${conversations.id} from ${conversations}
        where ${or(eq(conversations.userOneId, userId), eq(conversations.userTwoId, userId))})`,
    },
    mine(schema.portfolioItems, schema.portfolioItems.userId, "portfolio"),
    mine(schema.availabilityEvents, schema.availabilityEvents.userId, "availability"),
    mine(schema.jobs, schema.jobs.userId, "jobs"),
    mine(schema.jobApplications, schema.jobApplications.userId, "applications"),
    mine(schema.savedJobs, schema.savedJobs.userId, "savedJobs"),
    mine(schema.kycSubmissions, schema.kycSubmissions.userId, "verification"),
    mine(schema.supportTickets, schema.supportTickets.userId, "supportTickets"),
    mine(aiConversations, aiConversations.userId, "aiConversations"),
    {
      name: "aiMessages",
      table: aiMessages,
      where: sql`${aiMessages.conversationId} in (select ${aiConversations.id}
        from ${aiConversations} where ${eq(aiConversations.userId, userId)})`,
    },
    mine(schema.objects, schema.objects.ownerId, "uploads"),
  ];
}

/**
 * The columns of a table that the export shows: what the member or the site wrote, not what the
 * database works out from it for its searches (generated columns), and never a password hash.
 */
function exportedColumns(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(
      ([key, column]) => !column.generated && key !== "passwordHash",
    ),
  );
}

/**
 * The rows of a list in batches, through a cursor: the statement runs once, and each batch is
 * fetched when the last one is written. Each column is named by its field, as the export shows
 * it. Planned for its member each time, as it is seldom run.
 */
async function* batchesOf(tx: Transaction, { table, where }: List) {
  const columns = Object.entries(exportedColumns(table));
  const selected = columns.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`);
  // Each column read as Drizzle reads it (row-mapper.ts), from the row's values in their order.
  const mapped = rowMapperFor(columns.map(([key, column]) => ({ path: [key], field: column })));
  await tx.execute(sql`${sql.raw(PLAN_EACH_TIME)} declare member_export no scroll cursor for
    select ${sql.join(selected, sql`, `)} from ${table} where ${where}`);
  for (;;) {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql.raw(`fetch ${EXPORT_BATCH_ROWS} from member_export`)),
    );
    if (rows.length > 0) yield mapped(rows.map((row) => columns.map(([key]) => row[key])));
    if (rows.length < EXPORT_BATCH_ROWS) break;
  }
  await tx.execute(sql`close member_export`);
}

/**
 * Everything a member owns, as one JSON document (their right of access), written to a
 * temporary file. It is read in one read-only transaction, so the lists agree with each other as
 * of one moment, on one connection, a batch at a time: however much a member has, the server
 * holds a batch of it, and the other requests keep the rest of the pool. The file is sent when
 * it is whole, so a slow download holds no connection; it is removed as soon as it is open for
 * reading (its bytes stay readable until the read ends), so nothing is left behind however the
 * download ends. Secrets are left out: no password hash, no session tokens.
 */
export async function spoolMemberExport(
  db: Database,
  userId: string,
  now: Date,
): Promise<Readable> {
  const folder = await mkdtemp(path.join(tmpdir(), "atelier-export-"));
  try {
    const file = path.join(folder, "export.json");
    const writing = await open(file, "w");
    try {
      await writeExport(db, userId, now, writing);
    } finally {
      await writing.close();
    }
    return (await open(file)).createReadStream();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The export document, written to the file as one read-only transaction reads it. */
function writeExport(db: Database, userId: string, now: Date, file: FileHandle) {
  return db.transaction(
    async (tx) => {
      const [profile] = await tx
        .select(exportedColumns(schema.users))
        .from(schema.users)
        .where(eq(schema.users.id, userId));
      // The account went between the session's check and this read: the session has ended.
      if (!profile) throw new UnauthorizedError();
      await file.write(`{"exportedAt":${JSON.stringify(now)},"profile":${JSON.stringify(profile)}`);
      for (const list of listsOf(userId)) {
        await file.write(`,${JSON.stringify(list.name)}:[`);
        let separator = "";
        for await (const rows of batchesOf(tx, list)) {
          await file.write(separator + rows.map((row) => JSON.stringify(row)).join(","));
          separator = ",";
        }
        await file.write("]");
      }
      await file.write("}");
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
