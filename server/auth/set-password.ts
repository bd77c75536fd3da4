import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { hashChosenPassword } from "./passwords.ts";

/**
 * The one way a member's password is set, whether changed in Settings or reset by email: weighed
 * against the member's own email and names, refused with advice when easy to guess.
 */
export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  const [member] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const aboutMember = [member?.email ?? "", member?.firstName ?? "", member?.lastName ?? ""];
  await db
    .update(users)
    .set({ passwordHash: await hashChosenPassword(password, aboutMember), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
