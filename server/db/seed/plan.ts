import type {
  availabilityEvents,
  follows,
  kycSubmissions,
  profileViews,
  supportTickets,
} from "../schema/index.ts";
import type { Artwork } from "./artwork.ts";
import { buildFollows, buildProfileViews } from "./audience.ts";
import { buildAvailability } from "./availability.ts";
import { buildBusinessHistory } from "./business.ts";
import { communityOf } from "./community.ts";
import { buildConversations, type ConversationPlan } from "./conversations.ts";
import { buildJobs, type JobPlan } from "./jobs.ts";
import { buildMembers, type SeedMember } from "./members.ts";
import { buildPortfolio, type PortfolioPlan } from "./portfolio.ts";
import { buildPosts, type PostPlan } from "./posts.ts";
import { buildKycSubmissions, buildSupportTickets } from "./trust.ts";

/** Every row of the demo community, built in memory before anything touches the database. */
export type DemoPlan = {
  members: SeedMember[];
  follows: (typeof follows.$inferInsert)[];
  profileViews: (typeof profileViews.$inferInsert)[];
  posts: Omit<PostPlan, "artworks">;
  jobs: JobPlan;
  conversations: ConversationPlan;
  portfolioItems: PortfolioPlan["items"];
  availability: (typeof availabilityEvents.$inferInsert)[];
  kycSubmissions: (typeof kycSubmissions.$inferInsert)[];
  supportTickets: (typeof supportTickets.$inferInsert)[];
  /** Each image the rows refer to, listed once. */
  artworks: Artwork[];
};

/** Deterministic apart from row ids and times, which are relative to `now`. */
export function buildDemoPlan(now: Date): DemoPlan {
  const { members, artworks: profilePhotos } = buildMembers(now);
  const community = communityOf(members);
  const { artworks: postImages, ...posts } = buildPosts(community, now);
  const portfolio = buildPortfolio(community, now);
  const studio = buildBusinessHistory(community, now);
  return {
    members,
    follows: [...buildFollows(community, now), ...studio.followers],
    profileViews: buildProfileViews(community, now),
    posts,
    jobs: buildJobs(community, now, studio),
    conversations: buildConversations(community, now),
    portfolioItems: portfolio.items,
    availability: buildAvailability(community, now),
    kycSubmissions: buildKycSubmissions(community, now),
    supportTickets: buildSupportTickets(community, now),
    artworks: [...profilePhotos, ...postImages, ...portfolio.artworks],
  };
}
