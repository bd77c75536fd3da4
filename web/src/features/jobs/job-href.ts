/** Where a job's own page is: search results and the feed's Recent Opportunities open it. */
export const jobHref = (jobId: string) => `/opportunities/${jobId}`;
