import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { emailTokens } from "../db/schema/index.ts";

type Purpose = (typeof emailTokens.$inferInsert)["purpose"];

/** 256 random bits need no secret in the hash: a stolen table still opens no link. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link token for a member; the member's earlier ones of the same purpose stop working. */
export async function issueEmailToken(
  db: Database,
  userId: string,
  purpose: Purpose,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
  await db.insert(emailTokens).values({ tokenHash: hashToken(token), userId, purpose, expiresAt });
  return token;
}

/**
 * Uses a token up: its member, or null when it is unknown, used or past `now`. Deleting and
 * reading in one statement means two requests with the same link cannot both succeed.
 */
export async function consumeEmailToken(
  db: Database,
  token: string,
  purpose: Purpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
