import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest, serverMessage } from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";
import { useLocation } from "wouter";

export const START_CONVERSATION_FAILED_MESSAGE = "Failed to start conversation. Please try again.";

/** SPEC §7: the first message of a conversation started from a profile or a creator card. */
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
    mutationFn: async ({ recipientId, firstName }: StartConversation) => {
      const response = await apiRequest("POST", "/api/conversations", {
        recipientId,
        message: friendlyIntro(firstName),
      });
      return (await response.json()) as { id: string; userId: string };
    },
    onSuccess: async (_answer, { recipientId }) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/conversations"] });
      navigate(`/messages?user=${encodeURIComponent(recipientId)}`);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(toast);
        return;
      }
      toast({
        title: "Error",
        description: serverMessage(error) ?? START_CONVERSATION_FAILED_MESSAGE,
        variant: "destructive",
      });
    },
  });
}
