export const authKeys = {
  user: () => ["auth", "user"] as const,
  config: () => ["auth", "config"] as const,
};
