/** Everything the admin panel reads, each under "admin". */
export const adminKeys = {
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
