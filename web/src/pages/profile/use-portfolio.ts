import type {
  CreatePortfolioItemInput,
  PortfolioItem,
  UpdatePortfolioItemInput,
} from "@contract/portfolio.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast.ts";
import { profileKeys } from "@web/lib/profile.ts";
import { apiRequest, serverMessage } from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";

export const PORTFOLIO_MESSAGES = {
  added: "Portfolio item added successfully.",
  updated: "Portfolio item updated successfully.",
  deleted: "Portfolio item deleted successfully.",
  addFailed: "Failed to create portfolio item.",
  updateFailed: "Failed to update portfolio item.",
  deleteFailed: "Failed to delete portfolio item.",
} as const;

/** SPEC §8: 'Error' with the server's message (e.g. the Free-plan limit) or the fallback. */
export function showServerError(error: unknown, fallback: string): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized(toast);
    return;
  }
  toast({ title: "Error", description: serverMessage(error) ?? fallback, variant: "destructive" });
}

function success(description: string) {
  toast({ title: "Success", description, variant: "success" });
}

export function usePortfolio(userId: string) {
  return useQuery<PortfolioItem[]>({ queryKey: profileKeys.portfolio(userId) });
}

export function useAddPortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: CreatePortfolioItemInput) => {
      const response = await apiRequest("POST", "/api/portfolio", item);
      return (await response.json()) as PortfolioItem;
    },
    onSuccess: async () => {
      success(PORTFOLIO_MESSAGES.added);
      await queryClient.invalidateQueries({ queryKey: profileKeys.portfolio(userId) });
    },
    onError: (error) => showServerError(error, PORTFOLIO_MESSAGES.addFailed),
  });
}

export function useUpdatePortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...changes }: UpdatePortfolioItemInput & { id: string }) => {
      const response = await apiRequest("PUT", `/api/portfolio/${id}`, changes);
      return (await response.json()) as PortfolioItem;
    },
    onSuccess: async () => {
      success(PORTFOLIO_MESSAGES.updated);
      await queryClient.invalidateQueries({ queryKey: profileKeys.portfolio(userId) });
    },
    onError: (error) => showServerError(error, PORTFOLIO_MESSAGES.updateFailed),
  });
}

export function useDeletePortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/portfolio/${id}`),
    onSuccess: async () => {
      success(PORTFOLIO_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: profileKeys.portfolio(userId) });
    },
    onError: (error) => showServerError(error, PORTFOLIO_MESSAGES.deleteFailed),
  });
}
