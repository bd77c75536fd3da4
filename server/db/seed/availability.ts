import type { availabilityEvents } from "../schema/index.ts";
import type { Community } from "./community.ts";
import { randomFor } from "./random.ts";
import { isoDay, timeBetween } from "./time.ts";

type Status = "available" | "busy" | "unavailable";

const TITLES: Record<Status, readonly string[]> = {
  available: [
    "Open for bookings",
    "Studio day, bookable",
    "Available for test shoots",
    "Free for collaborations",
    "Half day free",
  ],
  busy: [
    "On set: campaign shoot",
    "Editorial shoot",
    "Client shoot in {city}",
    "Editing day",
    "Location scout",
    "Fittings",
  ],
  unavailable: ["Holiday", "Travelling", "Family day", "Teaching a workshop", "Away at a festival"],
};

const BUSY_NOTES = [
  "Call time 8am, wrap around 6.",
  "Full day on set, phone off.",
  "Back on messages in the evening.",
];

/** Weighted by repetition: mostly open, often booked, now and then away. */
const STATUSES: readonly Status[] = [
  "available",
  "available",
  "available",
  "busy",
  "busy",
  "unavailable",
];

/**
 * Calendar entries from ten days ago to five weeks ahead, so the current month's calendar is
 * filled in. Amelia has a full diary; just under half of the others have a few days marked.
 */
export function buildAvailability(
  community: Community,
  now: Date,
): (typeof availabilityEvents.$inferInsert)[] {
  const random = randomFor("availability");
  const dayOffsets = Array.from({ length: 46 }, (_, i) => i - 10);
  return community.creatives.flatMap((member) => {
    const isDemo = member === community.demo;
    if (!isDemo && !random.chance(0.45)) return [];
    const days = random.sample(dayOffsets, isDemo ? 12 : random.int(3, 6)).sort((a, b) => a - b);
    const collaborators = community.creatives.filter((other) => other !== member);
    return days.map((offset) => {
      const status = random.pick(STATUSES);
      const invites = status === "busy" && random.chance(0.4);
      return {
        userId: member.id,
        date: isoDay(now, offset),
        status,
        title: random.pick(TITLES[status]).replaceAll("{city}", member.location),
        description: status === "busy" && random.chance(0.5) ? random.pick(BUSY_NOTES) : null,
        invitedUsers: invites
          ? random.sample(collaborators, random.int(1, 2)).map((m) => m.id)
          : [],
        createdAt: timeBetween(random, member.createdAt, now),
      };
    });
  });
}
