import { CURRENT_PASSWORD_MESSAGE } from "@contract/settings.ts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { ForbiddenError } from "../http/errors.ts";
import { verifyPassword } from "./passwords.ts";

/**
 * The one check of a signed-in member's password before a sensitive change (email, password,
 * deleting the account). The hash is loaded here only: it never travels with the session.
 */
export async function confirmCurrentPassword(
  db: Database,
  userId: string,
  password: string,
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw new ForbiddenError(CURRENT_PASSWORD_MESSAGE);
  }
}
