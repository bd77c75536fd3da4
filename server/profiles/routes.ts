import { profileImageSchema, profileUpdateSchema } from "@contract/profile.ts";
import { eq } from "drizzle-orm";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { presentUser } from "../users/presenter.ts";

export async function profileRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;

  app.put(
    "/api/users/profile",
    { config: { access: "member" as const }, schema: { body: profileUpdateSchema } },
    async (request) => {
      const me = currentUser(request);
      const { profileImageUrl: _photoChangesElsewhere, ...fields } = request.body;
      const [row] = await db
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      return presentUser(row!, me.id);
    },
  );

  app.put(
    "/api/profile/image",
    { config: { access: "member" as const }, schema: { body: profileImageSchema } },
    async (request, reply) => {
      const me = currentUser(request);
      const photo = await findOwnedObject(db, me.id, request.body.imageURL, "profile");
      if (!photo) {
        return reply.code(400).send({ message: "That photo is not one of your uploads." });
      }
      const [row] = await db
        .update(users)
        .set({ profileImageUrl: photo.path, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      return presentUser(row!, me.id);
    },
  );
}
