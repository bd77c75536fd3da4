import type { User } from "@contract/users.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { users } from "../db/schema/index.ts";

/**
 * A member for the wire: email and phone leave the server only for their owner or by their choice.
 * It takes any member row as the server reads one (a session's member, or a fuller row).
 */
export function presentUser(row: SessionUser, viewerId: string | null): User {
  const isSelf = viewerId === row.id;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: isSelf || row.privacySettings.showEmail ? row.email : null,
    profileImageUrl: row.profileImageUrl,
    profession: row.profession,
    bio: row.bio,
    location: row.location,
    website: row.website,
    phone: isSelf || row.privacySettings.showPhone ? row.phone : null,
    isVerified: row.isVerified,
    emailConfirmed: isSelf ? row.emailConfirmed : null,
    verificationStatus: row.verificationStatus,
    plan: row.plan,
    accountType: row.accountType,
    company:
      row.accountType === "business"
        ? {
            name: row.companyName ?? fullName(row),
            logoUrl: row.companyLogoUrl,
            about: row.companyAbout,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const userSummaryColumns = (table: typeof users) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  profileImageUrl: table.profileImageUrl,
  profession: table.profession,
  location: table.location,
  isVerified: table.isVerified,
});

/** "First Last" for messages about a member, or "A member" when they gave no name. */
export function fullName(member: { firstName: string | null; lastName: string | null }): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || "A member";
}
