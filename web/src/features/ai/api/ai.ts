import {
  type AiSearchResult,
  type AiSearchStreamEvent,
  aiConversationListSchema,
  aiMessageListSchema,
  aiMessageSchema,
  aiSearchStreamEventSchema,
  createdAiConversationSchema,
  type SaveAiMessageInput,
} from "@contract/ai.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, sendRequest } from "@web/lib/api-client.ts";

/** The member's talks with the assistant, and one talk's messages. */
export const aiKeys = {
  conversations: () => ["ai-conversations"] as const,
  messages: (id: string) => ["ai-conversations", id, "messages"] as const,
};

export function useAiConversations() {
  return useQuery({
    queryKey: aiKeys.conversations(),
    queryFn: () => apiRequest("GET", "/api/ai/conversations", undefined, aiConversationListSchema),
  });
}

export function useAiMessages(id: string | null) {
  return useQuery({
    queryKey: aiKeys.messages(id ?? ""),
    queryFn: () =>
      apiRequest("GET", `/api/ai/conversations/${id}/messages`, undefined, aiMessageListSchema),
    enabled: id !== null,
  });
}

export function useCreateAiConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      apiRequest("POST", "/api/ai/conversations", { title }, createdAiConversationSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.conversations() }),
  });
}

/** Saves a message to a conversation, which then moves to the top of the list. */
export function useSaveAiMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: SaveAiMessageInput }) =>
      apiRequest("POST", `/api/ai/conversations/${id}/messages`, message, aiMessageSchema),
    onSuccess: (_message, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.conversations(), exact: true }),
        queryClient.invalidateQueries({ queryKey: aiKeys.messages(id) }),
      ]),
  });
}

/**
 * Asks the assistant, reading its answer as it is written: each event (the suggestions, pieces
 * of text) reaches `onEvent` as it arrives; resolves with the whole result.
 */
export async function streamSearch(
  query: string,
  onEvent: (event: AiSearchStreamEvent) => void,
): Promise<AiSearchResult> {
  const response = await sendRequest("POST", "/api/ai/search-profiles/stream", { query });
  if (!response.body) throw new Error("Failed to search profiles");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let result: AiSearchResult | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = aiSearchStreamEventSchema.parse(JSON.parse(line));
      if (event.type === "done") result = event.result;
      onEvent(event);
    }
    if (done) break;
  }
  if (!result) throw new Error("Failed to search profiles");
  return result;
}
