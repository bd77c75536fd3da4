import { type createTicketSchema, type Ticket, ticketSchema } from "@contract/support.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";

export const supportKeys = {
  tickets: () => ["support", "tickets"] as const,
};

/** The member's own tickets, newest first, with their follow-ups and our answers. */
export function useMyTickets() {
  return useQuery({
    queryKey: supportKeys.tickets(),
    queryFn: () => apiRequest("GET", "/api/support/tickets", undefined, z.array(ticketSchema)),
  });
}

type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: Error) => void };

/** Raises a ticket; the list follows. */
export function useCreateTicket(callbacks: Callbacks<Ticket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createTicketSchema>) =>
      apiRequest("POST", "/api/support/tickets", body, ticketSchema),
    onSuccess: (ticket) => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
      callbacks.onSuccess?.(ticket);
    },
    onError: callbacks.onError,
  });
}

/** Adds a message to one of the member's open tickets. */
export function useFollowUpTicket(ticketId: string, callbacks: Callbacks<Ticket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest("POST", `/api/support/tickets/${ticketId}/messages`, { content }, ticketSchema),
    onSuccess: (ticket) => {
      queryClient.setQueryData<Ticket[]>(supportKeys.tickets(), (tickets) =>
        tickets?.map((each) => (each.id === ticket.id ? ticket : each)),
      );
      callbacks.onSuccess?.(ticket);
    },
    onError: callbacks.onError,
  });
}
