import {
  botMessageListSchema,
  type GenerateContentInput,
  generatedContentSchema,
} from "@contract/admin.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

export function useBotMessages() {
  return useQuery({
    queryKey: adminKeys.botMessages(),
    queryFn: () => apiRequest("GET", "/api/admin/bot-messages", undefined, botMessageListSchema),
  });
}

function useAfterBotChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.botMessages() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
  };
}

export function useClearBotMessages(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const changed = useAfterBotChange();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/admin/bot-messages"),
    onSuccess: () => {
      changed();
      options.onSuccess();
    },
    onError: options.onError,
  });
}

export function useGenerateContent(options: {
  onSuccess: (generated: number) => void;
  onError: (error: unknown) => void;
}) {
  const changed = useAfterBotChange();
  return useMutation({
    mutationFn: (input: GenerateContentInput) =>
      apiRequest("POST", "/api/admin/generate-content", input, generatedContentSchema),
    onSuccess: ({ generated }) => {
      changed();
      options.onSuccess(generated);
    },
    onError: options.onError,
  });
}
