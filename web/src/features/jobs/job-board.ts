/** The jobs board's filters as the page holds them, and the address they ask for. */
export type JobBoardFilters = {
  q: string;
  /** "" is All professions. */
  profession: string;
  /** "" is All locations. */
  location: string;
  paidOnly: boolean;
};

export const DEFAULT_JOB_FILTERS: JobBoardFilters = {
  q: "",
  profession: "",
  location: "",
  paidOnly: true,
};

/** Whether anything narrows the list beyond the default (which already hides unpaid work). */
export function isFiltered(filters: JobBoardFilters): boolean {
  return (
    filters.q.trim() !== "" ||
    filters.profession !== "" ||
    filters.location !== "" ||
    !filters.paidOnly
  );
}

/** GET /api/jobs with only the filters that are set. */
export function jobBoardUrl(filters: JobBoardFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (filters.profession) params.set("profession", filters.profession);
  if (filters.location) params.set("location", filters.location);
  if (filters.paidOnly) params.set("paidOnly", "true");
  const query = params.toString();
  return query ? `/api/jobs?${query}` : "/api/jobs";
}

/** The empty state's hint: a filtered list suggests widening it, an empty board says so. */
export function emptyBoardHint(filters: JobBoardFilters): string {
  if (!isFiltered(filters)) return "There are no open opportunities right now. Check back soon.";
  if (filters.paidOnly && filters.q.trim() === "" && !filters.profession && !filters.location) {
    return "No paid opportunities right now. Turn off Paid only to see unpaid ones.";
  }
  return "Try different words, another profession or location, or clear the filters.";
}
