import { startedConversationSchema } from "@contract/messages.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { useLocation } from "wouter";
import { messageKeys } from "./keys.ts";

export const START_CONVERSATION_FAILED_MESSAGE = "Failed to start conversation. Please try again.";

/** The first message of a conversation started from a profile or a creator card. */
export function friendlyIntro(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return `Hi${name ? ` ${name}` : ""}! I came across your work on Atelier and would love to connect.`;
}

type StartConversation = { recipientId: string; firstName?: string | null };

/**
 * Opens (or starts) a conversation, then shows it at /messages?user={id}. A member who does not
 * accept new messages answers 403 with a message of its own, which the toast shows.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: ({ recipientId, firstName }: StartConversation) =>
      apiRequest(
        "POST",
        "/api/conversations",
        { recipientId, message: friendlyIntro(firstName) },
        startedConversationSchema,
      ),
    onSuccess: async (_answer, { recipientId }) => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      navigate(`/messages?user=${encodeURIComponent(recipientId)}`);
    },
    onError: (error) => showErrorToast(error, START_CONVERSATION_FAILED_MESSAGE),
  });
}
