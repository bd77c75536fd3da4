import { eq, inArray, or } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";

/**
 * Everything a member owns, as one JSON document (their right of access). Secrets are left
 * out: no password hash, no session tokens.
 */
export async function exportMemberData(db: Database, userId: string) {
  const {
    users,
    posts,
    comments,
    postLikes,
    postBookmarks,
    follows,
    conversations,
    messages,
    portfolioItems,
    availabilityEvents,
    jobs,
    jobColumns,
    jobApplications,
    savedJobs,
    kycSubmissions,
    supportTickets,
    aiConversations,
    aiMessages,
    objects,
  } = schema;
  const [member] = await db.select().from(users).where(eq(users.id, userId));
  const { passwordHash: _secret, ...profile } = member!;
  const [
    ownPosts,
    ownComments,
    likes,
    bookmarks,
    following,
    followers,
    ownMessages,
    portfolio,
    events,
    postedJobs,
    applications,
    saved,
    kyc,
    tickets,
    aiChats,
    uploads,
  ] = await Promise.all([
    db.select().from(posts).where(eq(posts.userId, userId)),
    db.select().from(comments).where(eq(comments.userId, userId)),
    db.select().from(postLikes).where(eq(postLikes.userId, userId)),
    db.select().from(postBookmarks).where(eq(postBookmarks.userId, userId)),
    db.select().from(follows).where(eq(follows.followerId, userId)),
    db.select().from(follows).where(eq(follows.followingId, userId)),
    // Through the member's conversations, whose indexes lead with either member.
    db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.conversationId,
          db
            .select({ id: conversations.id })
            .from(conversations)
            .where(or(eq(conversations.userOneId, userId), eq(conversations.userTwoId, userId))),
        ),
      ),
    db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
    db.select().from(availabilityEvents).where(eq(availabilityEvents.userId, userId)),
    db.select(jobColumns).from(jobs).where(eq(jobs.userId, userId)),
    db.select().from(jobApplications).where(eq(jobApplications.userId, userId)),
    db.select().from(savedJobs).where(eq(savedJobs.userId, userId)),
    db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)),
    db.select().from(supportTickets).where(eq(supportTickets.userId, userId)),
    db
      .select({ conversation: aiConversations, message: aiMessages })
      .from(aiConversations)
      .leftJoin(aiMessages, eq(aiMessages.conversationId, aiConversations.id))
      .where(eq(aiConversations.userId, userId)),
    db.select().from(objects).where(eq(objects.ownerId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    posts: ownPosts,
    comments: ownComments,
    likes,
    bookmarks,
    following,
    followers,
    messages: ownMessages,
    portfolio,
    availability: events,
    jobs: postedJobs,
    applications,
    savedJobs: saved,
    verification: kyc,
    supportTickets: tickets,
    aiConversations: aiChats,
    uploads,
  };
}
