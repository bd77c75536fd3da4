import { availabilityEventSchema, type SaveAvailabilityInput } from "@contract/availability.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userKeys } from "@web/features/users/api/keys.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { z } from "zod";

/** A member's calendar is one of their profile's tabs, so it sits under the profile's key. */
export const availabilityKeys = {
  list: (userId: string) => [...userKeys.detail(userId), "availability"] as const,
};

export const AVAILABILITY_MESSAGES = {
  saved: "Availability updated successfully.",
  deleted: "Availability event deleted successfully.",
  saveFailed: "Failed to update availability.",
  deleteFailed: "Failed to delete availability event.",
} as const;

/** The member's events; on your own calendar also the events you were invited to. */
export function useAvailability(userId: string) {
  return useQuery({
    queryKey: availabilityKeys.list(userId),
    queryFn: () =>
      apiRequest(
        "GET",
        `/api/users/${userId}/availability`,
        undefined,
        z.array(availabilityEventSchema),
      ),
  });
}

/** POST a new event, or PUT an existing one (the same body). */
export function useSaveEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SaveAvailabilityInput & { id?: string }) =>
      id
        ? apiRequest("PUT", `/api/availability/${id}`, body, availabilityEventSchema)
        : apiRequest("POST", "/api/availability", body, availabilityEventSchema),
    onSuccess: async () => {
      toast({ title: "Success", description: AVAILABILITY_MESSAGES.saved, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.list(userId) });
    },
    onError: (error) => showErrorToast(error, AVAILABILITY_MESSAGES.saveFailed),
  });
}

export function useDeleteEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/availability/${id}`),
    onSuccess: async () => {
      toast({ title: "Success", description: AVAILABILITY_MESSAGES.deleted, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.list(userId) });
    },
    onError: (error) => showErrorToast(error, AVAILABILITY_MESSAGES.deleteFailed),
  });
}
