import { hashPassword } from "../../auth/passwords.ts";
import type { Database } from "../client.ts";
import { users } from "../schema/index.ts";
import { insertDemoPlan } from "./insert.ts";
import { buildDemoPlan } from "./plan.ts";

/** Every demo member signs in with this password (printed in the start-up banner). */
export const DEMO_PASSWORD = "atelier-demo";

/**
 * Fills an empty database with the demo community (people.ts lists who is in it) and renders
 * its images under dataDir/objects/seed. Does nothing and returns null once any member exists,
 * so restarts never reseed or touch real data.
 */
export async function seedDemoData(
  db: Database,
  dataDir: string,
): Promise<{ members: number; posts: number } | null> {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyone) return null;

  const plan = buildDemoPlan(new Date());
  await db.transaction(async (tx) => {
    // Images render on libvips threads while the rows are inserted. Awaiting them inside the
    // transaction means a failed render rolls the rows back, and the next start tries again.
    // allSettled, not all: rolling back while inserts are still running would let the rest of
    // them land outside the transaction.
    const outcomes = await Promise.allSettled([
      // The image library is loaded only on a first start that seeds; see storage/normalize.ts.
      import("./images.ts").then(({ writeArtworks }) => writeArtworks(plan.artworks, dataDir)),
      // One hash shared by every member: argon2id is deliberately slow, 60 hashes would take seconds.
      hashPassword(DEMO_PASSWORD).then((passwordHash) => insertDemoPlan(tx, plan, passwordHash)),
    ]);
    for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
  });
  return { members: plan.members.length, posts: plan.posts.posts.length };
}
