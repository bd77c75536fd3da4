import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export type NewUser = typeof users.$inferInsert;

/** Inserts a member; returns null when the email is already taken. */
export async function insertUser(db: Database, values: NewUser) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Whether a member with this id exists: true, or null so `found` can refuse. */
export async function memberExists(db: Database, id: string): Promise<true | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row ? true : null;
}
