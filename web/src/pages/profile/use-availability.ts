import type { AvailabilityEvent, SaveAvailabilityInput } from "@contract/availability.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { profileKeys } from "@web/lib/profile.ts";
import { apiRequest } from "@web/lib/query-client.ts";
import { showServerError } from "./use-portfolio.ts";

export const AVAILABILITY_MESSAGES = {
  saved: "Availability updated successfully.",
  deleted: "Availability event deleted successfully.",
  saveFailed: "Failed to update availability.",
  deleteFailed: "Failed to delete availability event.",
} as const;

/** The member's events; on your own calendar also the events you were invited to. */
export function useAvailability(userId: string) {
  return useQuery<AvailabilityEvent[]>({ queryKey: profileKeys.availability(userId) });
}

/** POST a new event, or PUT an existing one (the same body). */
export function useSaveEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: SaveAvailabilityInput & { id?: string }) => {
      const response = id
        ? await apiRequest("PUT", `/api/availability/${id}`, body)
        : await apiRequest("POST", "/api/availability", body);
      return (await response.json()) as AvailabilityEvent;
    },
    onSuccess: async () => {
      toast({ title: "Success", description: AVAILABILITY_MESSAGES.saved, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: profileKeys.availability(userId) });
    },
    onError: (error) => showServerError(error, AVAILABILITY_MESSAGES.saveFailed),
  });
}

export function useDeleteEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/availability/${id}`),
    onSuccess: async () => {
      toast({ title: "Success", description: AVAILABILITY_MESSAGES.deleted, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: profileKeys.availability(userId) });
    },
    onError: (error) => showServerError(error, AVAILABILITY_MESSAGES.deleteFailed),
  });
}
