import {
  type CreatePortfolioItemInput,
  portfolioItemSchema,
  type UpdatePortfolioItemInput,
} from "@contract/portfolio.ts";
import { useQuery } from "@tanstack/react-query";
import { userKeys } from "@web/features/users/api/keys.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { useListChange } from "@web/lib/use-list-change.ts";
import { z } from "zod/mini";

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

/** A member's portfolio items; `enabled: false` holds the read until it is needed. */
export function usePortfolio(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: portfolioKeys.list(userId),
    queryFn: () =>
      apiRequest("GET", `/api/users/${userId}/portfolio`, undefined, z.array(portfolioItemSchema)),
  });
}

export function useAddPortfolioItem(userId: string) {
  return useListChange(
    portfolioKeys.list(userId),
    (item: CreatePortfolioItemInput) =>
      apiRequest("POST", "/api/portfolio", item, portfolioItemSchema),
    { done: PORTFOLIO_MESSAGES.added, failed: PORTFOLIO_MESSAGES.addFailed },
  );
}

export function useUpdatePortfolioItem(userId: string) {
  return useListChange(
    portfolioKeys.list(userId),
    ({ id, ...changes }: UpdatePortfolioItemInput & { id: string }) =>
      apiRequest("PUT", `/api/portfolio/${id}`, changes, portfolioItemSchema),
    { done: PORTFOLIO_MESSAGES.updated, failed: PORTFOLIO_MESSAGES.updateFailed },
  );
}

export function useDeletePortfolioItem(userId: string) {
  return useListChange(
    portfolioKeys.list(userId),
    (id: string) => apiRequest("DELETE", `/api/portfolio/${id}`),
    { done: PORTFOLIO_MESSAGES.deleted, failed: PORTFOLIO_MESSAGES.deleteFailed },
  );
}
