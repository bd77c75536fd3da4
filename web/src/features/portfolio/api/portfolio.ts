import {
  type CreatePortfolioItemInput,
  portfolioItemSchema,
  type UpdatePortfolioItemInput,
} from "@contract/portfolio.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userKeys } from "@web/features/users/api/keys.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { z } from "zod";

/** A member's portfolio is one of their profile's tabs, so it sits under the profile's key. */
export const portfolioKeys = {
  list: (userId: string) => [...userKeys.detail(userId), "portfolio"] as const,
};

export const PORTFOLIO_MESSAGES = {
  added: "Portfolio item added successfully.",
  updated: "Portfolio item updated successfully.",
  deleted: "Portfolio item deleted successfully.",
  addFailed: "Failed to create portfolio item.",
  updateFailed: "Failed to update portfolio item.",
  deleteFailed: "Failed to delete portfolio item.",
} as const;

function success(description: string) {
  toast({ title: "Success", description, variant: "success" });
}

export function usePortfolio(userId: string) {
  return useQuery({
    queryKey: portfolioKeys.list(userId),
    queryFn: () =>
      apiRequest("GET", `/api/users/${userId}/portfolio`, undefined, z.array(portfolioItemSchema)),
  });
}

export function useAddPortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CreatePortfolioItemInput) =>
      apiRequest("POST", "/api/portfolio", item, portfolioItemSchema),
    onSuccess: async () => {
      success(PORTFOLIO_MESSAGES.added);
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.list(userId) });
    },
    onError: (error) => showErrorToast(error, PORTFOLIO_MESSAGES.addFailed),
  });
}

export function useUpdatePortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdatePortfolioItemInput & { id: string }) =>
      apiRequest("PUT", `/api/portfolio/${id}`, changes, portfolioItemSchema),
    onSuccess: async () => {
      success(PORTFOLIO_MESSAGES.updated);
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.list(userId) });
    },
    onError: (error) => showErrorToast(error, PORTFOLIO_MESSAGES.updateFailed),
  });
}

export function useDeletePortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/portfolio/${id}`),
    onSuccess: async () => {
      success(PORTFOLIO_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.list(userId) });
    },
    onError: (error) => showErrorToast(error, PORTFOLIO_MESSAGES.deleteFailed),
  });
}
