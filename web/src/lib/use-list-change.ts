import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { showErrorToast } from "./error-toast.ts";

/**
 * A change to one member's list (a portfolio item, a calendar event): on success a "Success"
 * toast and the list is read again; on failure the error toast with the server's reason.
 */
export function useListChange<Variables, Answer>(
  listKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
  messages: { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast({ title: "Success", description: messages.done, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => showErrorToast(error, messages.failed),
  });
}
