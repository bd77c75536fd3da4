import { notificationPreferencesSchema, privacySettingsSchema } from "@contract/settings.ts";
import { eq } from "drizzle-orm";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";

/** Notification and privacy preferences live on the server so they follow the member. */
export async function settingsRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;

  app.get("/api/settings", { config: { access: "member" as const } }, async (request) => {
    const me = currentUser(request);
    return { notifications: me.notificationPreferences, privacy: me.privacySettings };
  });

  app.put(
    "/api/settings/notifications",
    { config: { access: "member" as const }, schema: { body: notificationPreferencesSchema } },
    async (request) => {
      const me = currentUser(request);
      await db
        .update(users)
        .set({ notificationPreferences: request.body, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      return { notifications: request.body, privacy: me.privacySettings };
    },
  );

  app.put(
    "/api/settings/privacy",
    { config: { access: "member" as const }, schema: { body: privacySettingsSchema } },
    async (request) => {
      const me = currentUser(request);
      await db
        .update(users)
        .set({ privacySettings: request.body, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      return { notifications: me.notificationPreferences, privacy: request.body };
    },
  );
}
