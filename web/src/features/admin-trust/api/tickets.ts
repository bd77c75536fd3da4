import {
  type AdminTicketQuery,
  adminTicketSchema,
  type Ticket,
  ticketSchema,
  type UpdateTicketInput,
} from "@contract/support.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";
import { adminTrustKeys } from "./keys.ts";
import { refreshAfterReview } from "./refresh.ts";

/** Every member's tickets, the most pressing first, as filtered. */
export function useAdminTickets(filter: AdminTicketQuery) {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.priority) params.set("priority", filter.priority);
  const query = params.toString();
  return useQuery({
    queryKey: adminTrustKeys.tickets(filter),
    queryFn: () =>
      apiRequest(
        "GET",
        `/api/admin/support/tickets${query ? `?${query}` : ""}`,
        undefined,
        z.array(adminTicketSchema),
      ),
  });
}

type Callbacks = {
  onSuccess?: (ticket: Ticket, input: UpdateTicketInput) => void;
  onError?: (error: Error) => void;
};

/**
 * Sets a ticket's status, or answers it (which resolves it); every filtered list, the audit log
 * and the figures follow.
 */
export function useUpdateTicket(ticketId: string, callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTicketInput) =>
      apiRequest("PUT", `/api/admin/support/tickets/${ticketId}`, input, ticketSchema),
    onSuccess: (ticket, input) => {
      refreshAfterReview(queryClient, adminTrustKeys.allTickets());
      callbacks.onSuccess?.(ticket, input);
    },
    onError: callbacks.onError,
  });
}
