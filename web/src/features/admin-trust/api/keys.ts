import type { AdminTicketQuery } from "@contract/support.ts";

/** Query keys of the admin's trust queues: verifications, tickets and reports. */
export const adminTrustKeys = {
  all: ["admin-trust"] as const,
  verifications: () => ["admin-trust", "verifications"] as const,
  tickets: (filter: AdminTicketQuery) => ["admin-trust", "tickets", filter] as const,
  allTickets: () => ["admin-trust", "tickets"] as const,
  reports: () => ["admin-trust", "reports"] as const,
};
