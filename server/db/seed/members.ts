import { randomUUID } from "node:crypto";
import type { users } from "../schema/index.ts";
import { type Artwork, artworkUrl, planArtwork } from "./artwork.ts";
import { writeBio } from "./bios.ts";
import { listingPosters } from "./job-listings.ts";
import {
  ADMIN_EMAIL,
  type City,
  COMMUNITY,
  DEMO_BUSINESS_EMAIL,
  DEMO_MEMBER,
  emailFor,
  lettersOnly,
  type Person,
  type Profession,
  slugFor,
} from "./people.ts";
import { randomFor } from "./random.ts";
import { daysAgo, minutesAgo } from "./time.ts";

/** A users row before the shared password hash is added, plus what the other builders need. */
export type SeedMember = Omit<typeof users.$inferInsert, "passwordHash"> & {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Null only for the staff account. */
  profession: Profession | null;
  location: City;
  createdAt: Date;
  slug: string;
};

/** The community from people.ts, with bios, websites, trust badges and about half with a photo. */
export function buildMembers(now: Date): { members: SeedMember[]; artworks: Artwork[] } {
  const random = randomFor("members");
  const artworks: Artwork[] = [];
  const members = COMMUNITY.map((person): SeedMember => {
    const isDemo = person === DEMO_MEMBER;
    const slug = slugFor(person);
    const trust = isDemo ? "verified" : random.pick(TRUST_LEVELS);
    const photo =
      isDemo || random.chance(0.5)
        ? planArtwork(random, { name: `avatar-${slug}`, frame: "avatar" })
        : null;
    if (photo) artworks.push(photo);
    return {
      // Ids are identities, not content: random like any real row; relations come from the seed.
      id: randomUUID(),
      firstName: person.firstName,
      lastName: person.lastName,
      email: emailFor(person),
      slug,
      profession: person.profession,
      location: person.city,
      bio: isDemo ? DEMO_BIO : writeBio(person, random),
      website: isDemo || random.chance(0.45) ? websiteFor(person, random.int(0, 3)) : null,
      phone: isDemo || random.chance(0.3) ? dramaPhoneNumber(random.int(0, 999)) : null,
      profileImageUrl: photo ? artworkUrl(photo) : null,
      isVerified: trust === "verified",
      verificationStatus: trust,
      plan: isDemo ? "premium" : planFor(person, random.next()),
      createdAt: isDemo ? daysAgo(now, 412) : minutesAgo(now, random.int(25 * 1440, 540 * 1440)),
    };
  });
  const posters = listingPosters();
  for (const member of members) {
    if (!posters.has(member.email)) continue;
    member.accountType = "business";
    member.companyName = `${member.lastName} Studio`;
  }
  members.push(staffMember(now), demoBusiness(now));
  return { members, artworks };
}

/** Written by hand: the demo profile is the first one people see. */
const DEMO_BIO =
  "London photographer telling quiet stories about people and places: editorial portraits, fashion and the odd wedding. Shooting digital and 35mm. Always up for test shoots with new stylists and MUAs.";

/** Weighted by repetition: half unverified, under a third verified, a few in review or refused. */
const TRUST_LEVELS = [
  "unverified",
  "unverified",
  "unverified",
  "unverified",
  "unverified",
  "verified",
  "verified",
  "verified",
  "pending",
  "rejected",
] as const;

/** Studios that hire pay for Business; a few busy freelancers pay for Premium. */
function planFor(person: Person, roll: number): "free" | "premium" | "business" {
  if (person.profession === "Creative Director" && roll < 0.5) return "business";
  return roll < 0.12 ? "premium" : "free";
}

/** Under the reserved .example domain, so no demo link points at somebody's real site. */
function websiteFor({ firstName, lastName }: Person, style: number): string {
  const first = lettersOnly(firstName);
  const last = lettersOnly(lastName);
  const domains = [
    `${first}${last}.example`,
    `${last}studio.example`,
    `${first}-${last}.example`,
    `studio.${first}${last}.example`,
  ];
  return `https://${domains[style]}`;
}

/** Ofcom keeps 07700 900000–900999 for fiction, so no real phone rings. */
function dramaPhoneNumber(suffix: number): string {
  return `07700 900${String(suffix).padStart(3, "0")}`;
}

/** Written by hand: the studio whose portal the README points at. */
function demoBusiness(now: Date): SeedMember {
  return {
    id: randomUUID(),
    firstName: "Hannah",
    lastName: "Lowe",
    email: DEMO_BUSINESS_EMAIL,
    slug: "northlight-studio",
    profession: "Creative Director",
    location: "Manchester",
    bio: "Hiring for Northlight Studio: campaigns, lookbooks and brand films for independent labels across the North.",
    website: "https://northlight.example",
    phone: null,
    profileImageUrl: null,
    isVerified: true,
    verificationStatus: "verified",
    plan: "business",
    accountType: "business",
    companyName: "Northlight Studio",
    companyAbout:
      "A Manchester production studio making campaigns, lookbooks and brand films for independent labels. We hire freelance photographers, stylists, MUAs and editors every week, and always pay.",
    createdAt: daysAgo(now, 380),
  };
}

function staffMember(now: Date): SeedMember {
  return {
    id: randomUUID(),
    firstName: "Studio",
    lastName: "Admin",
    email: ADMIN_EMAIL,
    slug: "studio-admin",
    profession: null,
    location: "London",
    bio: "The Atelier team. Questions, feedback or a problem with your account? Open a support ticket and we reply within 24 hours.",
    website: null,
    phone: null,
    profileImageUrl: null,
    isVerified: true,
    verificationStatus: "verified",
    plan: "business",
    createdAt: daysAgo(now, 600),
  };
}
