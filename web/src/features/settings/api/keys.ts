export const settingsKeys = {
  member: () => ["settings"] as const,
  sessions: () => ["settings", "sessions"] as const,
};
