import { QueryClient } from "@tanstack/react-query";

/**
 * The app's query cache. Every query brings its own reader from its feature's api folder, so
 * there is no default one; answers stay fresh until an action invalidates them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
