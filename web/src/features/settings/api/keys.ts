export const settingsKeys = {
  member: () => ["settings"] as const,
  sessions: () => ["settings", "sessions"] as const,
  twoFactor: () => ["settings", "two-factor"] as const,
};
