export const searchKeys = {
  all: (q: string) => ["search", q] as const,
  creators: (q: string, profession: string) => ["search", "creators", q, profession] as const,
};
