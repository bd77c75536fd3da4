/**
 * The sizes of the generated communities. S runs on embedded PGlite or PostgreSQL; M is what a
 * large agency would hold and runs on PostgreSQL. `quick` is S at a tenth, for a run in minutes.
 */
export type Tier = {
  name: string;
  members: number;
  posts: number;
  likes: number;
  follows: number;
  comments: number;
  messages: number;
  jobs: number;
  applications: number;
  notifications: number;
  portfolioItems: number;
  /** Days members marked on their calendars, over the coming months. */
  availabilityDays: number;
  /** Posts saved, a tenth of them by the member the read scenarios sign in as. */
  bookmarks: number;
  /** Jobs saved, one in a hundred by that member. */
  savedJobs: number;
  /** Requests waiting on followers-only members, a tenth of them on one such member. */
  followRequests: number;
};

export const TIERS = {
  quick: {
    name: "quick",
    members: 1_000,
    posts: 10_000,
    likes: 100_000,
    follows: 20_000,
    comments: 30_000,
    messages: 5_000,
    jobs: 100,
    applications: 1_000,
    notifications: 10_000,
    portfolioItems: 2_000,
    availabilityDays: 10_000,
    bookmarks: 5_000,
    savedJobs: 500,
    followRequests: 1_000,
  },
  S: {
    name: "S",
    members: 10_000,
    posts: 100_000,
    likes: 1_000_000,
    follows: 200_000,
    comments: 300_000,
    messages: 50_000,
    jobs: 500,
    applications: 5_000,
    notifications: 100_000,
    portfolioItems: 20_000,
    availabilityDays: 100_000,
    bookmarks: 50_000,
    savedJobs: 2_000,
    followRequests: 10_000,
  },
  M: {
    name: "M",
    members: 100_000,
    posts: 1_000_000,
    likes: 10_000_000,
    follows: 2_000_000,
    comments: 3_000_000,
    messages: 1_000_000,
    jobs: 5_000,
    applications: 50_000,
    notifications: 1_000_000,
    portfolioItems: 200_000,
    availabilityDays: 1_000_000,
    bookmarks: 500_000,
    savedJobs: 20_000,
    followRequests: 100_000,
  },
} satisfies Record<string, Tier>;

/**
 * The members the bench signs in as: the feed's three shapes of network. The generator gives
 * them exactly these numbers of follows; the first also has exactly 15 posts of their own.
 */
export const BENCH_MEMBERS = {
  followsNobody: { email: "member1@bench.test", follows: 0 },
  follows50: { email: "member2@bench.test", follows: 50 },
  follows2000: { email: "member3@bench.test", follows: 2_000 },
} as const;
export const BENCH_PASSWORD = "bench-password-not-secret";

/** The business account whose portal figures the bench reads: it posts every twentieth job. */
export const BENCH_BUSINESS_NUMBER = 50;
export const BENCH_BUSINESS_EMAIL = `member${BENCH_BUSINESS_NUMBER}@bench.test`;

/** `--tier S|M` and `--quick` from the command line; S by default. */
export function tierFromArguments(args: string[]): Tier {
  if (args.includes("--quick")) return TIERS.quick;
  const flag = args.indexOf("--tier");
  const name = flag >= 0 ? args[flag + 1] : "S";
  if (name !== "S" && name !== "M") throw new Error(`--tier takes S or M, not ${name}`);
  return TIERS[name];
}
