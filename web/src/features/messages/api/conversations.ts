import {
  conversationListSchema,
  type Message,
  messageListSchema,
  messageSchema,
  type SendMessageInput,
} from "@contract/messages.ts";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { fetchCursorPage, oldestFirstRows, pageUrl } from "@web/lib/cursor-pages.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { messageKeys } from "./keys.ts";

export const SEND_FAILED_TITLE = "Failed to send message";

/** The member's conversations, newest activity first; more load on request. */
export function useConversations() {
  return useCursorPages(messageKeys.conversations(), "/api/conversations", conversationListSchema);
}

/**
 * The messages with one member, oldest first; older pages load on request. Reading the newest
 * page marks it read on the server, so the conversation list's unread counts are read again.
 */
export function useConversation(userId: string | null) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: messageKeys.conversation(userId ?? ""),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const page = await fetchCursorPage(
        pageUrl(`/api/conversations/${userId}`, pageParam),
        messageListSchema,
      );
      if (pageParam === null) {
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(), exact: true });
      }
      return page;
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled: userId !== null,
  });
  const messages: Message[] = oldestFirstRows(query.data?.pages);
  return { ...query, messages };
}

/** Sends a message; both conversation lists follow (the live event also refreshes them). */
export function useSendMessage(onSent?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageInput) =>
      apiRequest("POST", "/api/messages", body, messageSchema),
    onSuccess: async (_message, { receiverId }) => {
      onSent?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations(), exact: true }),
        queryClient.invalidateQueries({ queryKey: messageKeys.conversation(receiverId) }),
      ]);
    },
    onError: (error) => showErrorToast(error, "Please try again.", { title: SEND_FAILED_TITLE }),
  });
}
