import type { SeedMember } from "./members.ts";
import { ADMIN_EMAIL, DEMO_BUSINESS_EMAIL, DEMO_MEMBER, emailFor } from "./people.ts";

/** The members with the handles every other builder needs. */
export type Community = {
  members: readonly SeedMember[];
  /** Everyone but the staff and demo business accounts: the people who post, follow and chat. */
  creatives: readonly SeedMember[];
  demo: SeedMember;
  /** The demo business account, whose portal shows a busy studio's figures. */
  business: SeedMember;
  /** The staff account: posts the welcome note and answers support tickets. */
  admin: SeedMember;
  byEmail(email: string): SeedMember;
};

export function communityOf(members: readonly SeedMember[]): Community {
  const byEmail = (email: string) => {
    const member = members.find((candidate) => candidate.email === email);
    if (!member) throw new Error(`Seed data refers to unknown member ${email}`);
    return member;
  };
  return {
    members,
    creatives: members.filter(
      (member) => member.email !== ADMIN_EMAIL && member.email !== DEMO_BUSINESS_EMAIL,
    ),
    demo: byEmail(emailFor(DEMO_MEMBER)),
    business: byEmail(DEMO_BUSINESS_EMAIL),
    admin: byEmail(ADMIN_EMAIL),
    byEmail,
  };
}
