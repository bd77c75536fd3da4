export const settingsKeys = {
  member: () => ["settings"] as const,
};
