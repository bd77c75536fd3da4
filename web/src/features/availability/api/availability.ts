import { availabilityEventSchema, type SaveAvailabilityInput } from "@contract/availability.ts";
import { useQuery } from "@tanstack/react-query";
import { userKeys } from "@web/features/users/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { useListChange } from "@web/lib/use-list-change.ts";
import { z } from "zod/mini";

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

/** Creates a new event, or changes an existing one (the same body). */
export function useSaveEvent(userId: string) {
  return useListChange(
    availabilityKeys.list(userId),
    ({ id, ...body }: SaveAvailabilityInput & { id?: string }) =>
      id
        ? apiRequest("PUT", `/api/availability/${id}`, body, availabilityEventSchema)
        : apiRequest("POST", "/api/availability", body, availabilityEventSchema),
    { done: AVAILABILITY_MESSAGES.saved, failed: AVAILABILITY_MESSAGES.saveFailed },
  );
}

export function useDeleteEvent(userId: string) {
  return useListChange(
    availabilityKeys.list(userId),
    (id: string) => apiRequest("DELETE", `/api/availability/${id}`),
    { done: AVAILABILITY_MESSAGES.deleted, failed: AVAILABILITY_MESSAGES.deleteFailed },
  );
}
