/** Everything the admin panel reads; `all` is invalidated when the panel locks or unlocks. */
export const adminKeys = {
  all: () => ["admin"] as const,
  status: () => ["admin", "status"] as const,
  settings: () => ["admin", "settings"] as const,
  stats: () => ["admin", "stats"] as const,
  users: (q: string) => ["admin", "users", { q }] as const,
  usersAll: () => ["admin", "users"] as const,
  posts: () => ["admin", "posts"] as const,
  botMessages: () => ["admin", "bot-messages"] as const,
  auditLog: () => ["admin", "audit-log"] as const,
};

/** The site's switches and message, read by every page. */
export const siteKeys = {
  settings: () => ["site"] as const,
};
