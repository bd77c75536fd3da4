import type {
  MemberSettings,
  NotificationPreferences,
  PrivacySettings,
} from "@contract/settings.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import { approveAllFollowRequests } from "../users/follow-member.ts";

export function settingsOf(me: SessionUser): MemberSettings {
  return { notifications: me.notificationPreferences, privacy: me.privacySettings };
}

export async function saveNotificationPreferences(
  { db, sessions }: Pick<AppContext, "db" | "sessions">,
  me: SessionUser,
  notifications: NotificationPreferences,
): Promise<MemberSettings> {
  await db
    .update(users)
    .set({ notificationPreferences: notifications, updatedAt: new Date() })
    .where(eq(users.id, me.id));
  await sessions.accountChanged(me.id);
  return Object.assign(settingsOf(me), { notifications });
}

export async function savePrivacySettings(
  { db, sessions }: Pick<AppContext, "db" | "sessions">,
  me: SessionUser,
  privacy: PrivacySettings,
): Promise<MemberSettings> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ privacySettings: privacy, updatedAt: new Date() })
      .where(eq(users.id, me.id));
    if (privacy.profileVisibility === "public") await approveAllFollowRequests(tx, me.id);
  });
  await sessions.accountChanged(me.id);
  return Object.assign(settingsOf(me), { privacy });
}
