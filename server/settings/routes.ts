import {
  memberSettingsSchema,
  notificationPreferencesSchema,
  privacySettingsSchema,
} from "@contract/settings.ts";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { saveNotificationPreferences, savePrivacySettings, settingsOf } from "./save-settings.ts";

/** Notification and privacy preferences live on the server so they follow the member. */
export async function settingsRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const answer = { response: { 200: memberSettingsSchema } };

  app.get("/api/settings", { config: { access: "member" }, schema: answer }, async (request) =>
    settingsOf(currentUser(request)),
  );

  app.put(
    "/api/settings/notifications",
    { config: { access: "member" }, schema: { body: notificationPreferencesSchema, ...answer } },
    async (request) => saveNotificationPreferences(context, currentUser(request), request.body),
  );

  app.put(
    "/api/settings/privacy",
    { config: { access: "member" }, schema: { body: privacySettingsSchema, ...answer } },
    async (request) => savePrivacySettings(context, currentUser(request), request.body),
  );
}
