import type { follows, profileViews } from "../schema/index.ts";
import type { Community } from "./community.ts";
import type { SeedMember } from "./members.ts";
import type { Profession } from "./people.ts";
import { randomFor } from "./random.ts";
import { isoDay, timeBetween } from "./time.ts";

/** Who books whom: a photographer follows models and stylists more than web designers. */
const CREWS: readonly (readonly Profession[])[] = [
  [
    "Photographer",
    "Videographer",
    "Model",
    "Stylist",
    "Makeup Artist",
    "Fashion Designer",
    "Art Director",
    "Creative Director",
    "Content Creator",
  ],
  [
    "Graphic Designer",
    "Illustrator",
    "Web Designer",
    "Writer",
    "Editor",
    "Art Director",
    "Creative Director",
  ],
];

/** 8–20 follows each (never oneself), leaning to the same city and to likely collaborators. */
export function buildFollows(community: Community, now: Date): (typeof follows.$inferInsert)[] {
  const random = randomFor("follows");
  return community.creatives.flatMap((follower) => {
    const count = follower === community.demo ? 20 : random.int(8, 20);
    const candidates = community.creatives.filter((candidate) => candidate !== follower);
    const chosen = random.weightedSample(
      candidates,
      (candidate) => affinity(follower, candidate, community.demo),
      count,
    );
    return chosen.map((followed) => ({
      followerId: follower.id,
      followingId: followed.id,
      createdAt: timeBetween(random, laterOf(follower.createdAt, followed.createdAt), now),
    }));
  });
}

/** Recent distinct viewers per profile, so the dashboard's profile-view figure is not zero. */
export function buildProfileViews(
  community: Community,
  now: Date,
): (typeof profileViews.$inferInsert)[] {
  const random = randomFor("profile-views");
  return community.creatives.flatMap((profile) => {
    const count = profile === community.demo ? 38 : random.int(0, 6);
    const others = community.creatives.filter((viewer) => viewer !== profile);
    return random.sample(others, count).map((viewer) => ({
      profileId: profile.id,
      viewerId: viewer.id,
      viewedOn: isoDay(now, -random.int(0, 29)),
    }));
  });
}

function affinity(follower: SeedMember, candidate: SeedMember, demo: SeedMember): number {
  let weight = 1;
  if (candidate.location === follower.location) weight += 3;
  if (worksWith(follower.profession, candidate.profession)) weight += 2;
  if (candidate.isVerified) weight += 1;
  // The demo account should feel popular when someone signs in as Amelia.
  if (candidate === demo) weight += 8;
  return weight;
}

function worksWith(a: Profession | null, b: Profession | null): boolean {
  if (a === null || b === null || a === b) return false;
  return CREWS.some((crew) => crew.includes(a) && crew.includes(b));
}

function laterOf(a: Date, b: Date): Date {
  return a > b ? a : b;
}
