import { randomUUID } from "node:crypto";
import type { conversations, messages } from "../schema/index.ts";
import type { Community } from "./community.ts";
import { CONVERSATION_SCRIPTS } from "./conversation-scripts.ts";
import type { SeedMember } from "./members.ts";
import { createDeck, type Random, randomFor } from "./random.ts";
import { minutesAfter, minutesAgo } from "./time.ts";

export type ConversationPlan = {
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
};

type Chat = { starter: SeedMember; replier: SeedMember; endsUnread: boolean };

/** Amelia's collaborators; the first three wrote last and she has not read it yet. */
const DEMO_CONTACTS = [
  "priya.patel@atelier.test",
  "sienna.morgan@atelier.test",
  "kwame.asante@atelier.test",
  "oliver.bennett@atelier.test",
  "harriet.clarke@atelier.test",
  "grace.okafor@atelier.test",
];
const OTHER_CHATS = 10;

export function buildConversations(community: Community, now: Date): ConversationPlan {
  const random = randomFor("conversations");
  const nextScript = createDeck(random, CONVERSATION_SCRIPTS);
  const plan: ConversationPlan = { conversations: [], messages: [] };

  chatsToSeed(community, random).forEach((chat, index) => {
    const script = nextScript();
    const length = chatLength(random, script.length, chat.endsUnread);
    const times = messageTimes(
      random,
      minutesAgo(now, 20 + index * 290 + random.int(0, 120)),
      length,
    );
    const [userOne, userTwo] = orderedPair(chat.starter, chat.replier);
    const conversation = {
      id: randomUUID(),
      userOneId: userOne.id,
      userTwoId: userTwo.id,
      createdAt: times[0]!,
      lastMessageAt: times[length - 1]!,
    };
    plan.conversations.push(conversation);

    for (let i = 0; i < length; i++) {
      const [sender, receiver] =
        i % 2 === 0 ? [chat.starter, chat.replier] : [chat.replier, chat.starter];
      const isLast = i === length - 1;
      const unread = isLast && (chat.endsUnread || random.chance(0.25));
      plan.messages.push({
        conversationId: conversation.id,
        senderId: sender.id,
        receiverId: receiver.id,
        content: script[i]!.replaceAll("{from}", chat.starter.firstName)
          .replaceAll("{to}", chat.replier.firstName)
          .replaceAll("{city}", chat.starter.location),
        createdAt: times[i]!,
        // Read within minutes, before the reply (replies come at least four minutes later).
        readAt: unread ? null : minutesAfter(times[i]!, random.int(1, 3)),
      });
    }
  });
  return plan;
}

function chatsToSeed(community: Community, random: Random): Chat[] {
  const demoChats = DEMO_CONTACTS.map((email, i): Chat => {
    const contact = community.byEmail(email);
    const contactStarted = i < 3 || i % 2 === 0;
    return contactStarted
      ? { starter: contact, replier: community.demo, endsUnread: i < 3 }
      : { starter: community.demo, replier: contact, endsUnread: false };
  });
  const others = community.creatives.filter((member) => member !== community.demo);
  const seen = new Set<string>();
  const otherChats: Chat[] = [];
  while (otherChats.length < OTHER_CHATS) {
    const [starter, replier] = random.sample(others, 2) as [SeedMember, SeedMember];
    const key = orderedPair(starter, replier)
      .map((member) => member.id)
      .join();
    if (seen.has(key)) continue;
    seen.add(key);
    otherChats.push({ starter, replier, endsUnread: false });
  }
  return [...demoChats, ...otherChats];
}

/** 2–8 lines; a chat left unread ends on the starter's line (odd length), i.e. to the replier. */
function chatLength(random: Random, available: number, endsUnread: boolean): number {
  const length = random.int(2, Math.min(8, available));
  if (!endsUnread || length % 2 === 1) return length;
  return length === 2 ? 3 : length - 1;
}

/** Times for `count` messages ending at `last`, each a few minutes to a few hours apart. */
function messageTimes(random: Random, last: Date, count: number): Date[] {
  const times = [last];
  while (times.length < count) times.unshift(minutesAgo(times[0]!, random.int(4, 180)));
  return times;
}

/**
 * The conversations table stores each pair once with the smaller id first (a CHECK constraint).
 * Lower-case UUID strings compare in the same order as PostgreSQL compares uuid values.
 */
function orderedPair(a: SeedMember, b: SeedMember): [SeedMember, SeedMember] {
  return a.id < b.id ? [a, b] : [b, a];
}
