/** The member's conversations, and one conversation by the other member's id. */
export const messageKeys = {
  conversations: () => ["conversations"] as const,
  conversation: (userId: string) => ["conversations", userId] as const,
};
