import type { kycSubmissions, supportTickets } from "../schema/index.ts";
import type { Community } from "./community.ts";
import type { City } from "./people.ts";
import { randomFor } from "./random.ts";
import { daysAgo, hoursAgo, minutesAfter, timeBetween } from "./time.ts";

/** Real outward codes for each city; the inward part is made up. */
const POSTCODE_AREAS: Record<City, string> = {
  London: "E8",
  Manchester: "M4",
  Birmingham: "B5",
  Bristol: "BS1",
  Leeds: "LS6",
  Liverpool: "L1",
  Sheffield: "S1",
  Edinburgh: "EH6",
  Glasgow: "G3",
  Cardiff: "CF10",
  Belfast: "BT7",
  Newcastle: "NE1",
  Nottingham: "NG1",
  Leicester: "LE1",
  Brighton: "BN1",
};
const STREETS = [
  "Mill Lane",
  "Albert Road",
  "Station Street",
  "Victoria Terrace",
  "Chapel Row",
  "Park View",
  "Canal Street",
  "Queen's Walk",
];
const POSTCODE_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

/**
 * A KYC submission behind every verification badge, so the admin review queue shows the pending
 * ones and the history shows who was verified or turned down.
 */
export function buildKycSubmissions(
  community: Community,
  now: Date,
): (typeof kycSubmissions.$inferInsert)[] {
  const random = randomFor("kyc");
  return community.creatives.flatMap((member) => {
    const status = member.verificationStatus;
    if (status === undefined || status === "unverified") return [];
    const submittedAt = timeBetween(random, member.createdAt, daysAgo(now, 3));
    const letters = random.sample([...POSTCODE_LETTERS], 2).join("");
    return [
      {
        userId: member.id,
        fullName: `${member.firstName} ${member.lastName}`,
        dateOfBirth: `${random.int(1979, 2003)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
        address: `${random.int(2, 140)} ${random.pick(STREETS)}, ${member.location} ${POSTCODE_AREAS[member.location]} ${random.int(1, 9)}${letters}`,
        profession: member.profession!,
        experience: `${random.int(2, 14)} years working as a ${member.profession!.toLowerCase()}, mostly in and around ${member.location}.`,
        status,
        createdAt: submittedAt,
        reviewedAt: status === "pending" ? null : minutesAfter(submittedAt, random.int(600, 2800)),
      },
    ];
  });
}

/** A few tickets in different states, so the admin ticket list can be sorted and filtered. */
export function buildSupportTickets(
  community: Community,
  now: Date,
): (typeof supportTickets.$inferInsert)[] {
  const ticket = (
    email: string,
    hours: number,
    fields: Omit<typeof supportTickets.$inferInsert, "userId" | "createdAt" | "updatedAt">,
  ) => ({
    userId: community.byEmail(email).id,
    createdAt: hoursAgo(now, hours),
    updatedAt: hoursAgo(now, fields.status === "open" ? hours : hours / 2),
    ...fields,
  });
  return [
    ticket("amelia.hughes@atelier.test", 70, {
      subject: "Invoice for my Premium plan",
      message:
        "Hi, could you send me a VAT invoice for last month's Premium subscription? I need it for my accountant. Thanks!",
      category: "billing",
      priority: "normal",
      status: "resolved",
      adminResponse:
        "Hi Amelia, we've emailed the invoice to your account address. Let us know if anything's missing.",
    }),
    ticket("ruby.marsh@atelier.test", 5, {
      subject: "Upload stuck at 90%",
      message:
        "Every time I try to add a portfolio image the upload stops at 90% and never finishes. It's a 12 MB JPEG from Lightroom.",
      category: "technical",
      priority: "high",
      status: "open",
    }),
    ticket("arjun.sharma@atelier.test", 30, {
      subject: "Filter jobs by day rate",
      message:
        "It would be great to filter opportunities by budget, or at least sort by day rate. Happy to help test it!",
      category: "feature_request",
      priority: "low",
      status: "in_progress",
      adminResponse:
        "Great idea, thank you. It's on our list and we'll let you know when it's out.",
    }),
    ticket("marcus.bailey@atelier.test", 2, {
      subject: "Can't change my email address",
      message:
        "I've moved agencies and need to change the email on my account, but I can't find where to do it in settings.",
      category: "account",
      priority: "urgent",
      status: "open",
    }),
  ];
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
