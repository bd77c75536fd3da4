import { SETTINGS_PROFESSIONS, UK_LOCATIONS } from "@contract/constants.ts";
import { sql } from "drizzle-orm";
import { hashPassword } from "../server/auth/passwords.ts";
import type { Database } from "../server/db/client.ts";
import { rowsOf } from "../server/db/rows.ts";
import { textLiteral } from "../server/db/text-literal.ts";
import { BENCH_BUSINESS_NUMBER, BENCH_MEMBERS, BENCH_PASSWORD, type Tier } from "./tiers.ts";

/**
 * Writes a generated community into an empty, migrated database, entirely inside the database
 * (generate_series), so a million posts need no round trips. Every choice comes from a hash of
 * the row's number, so the same tier always produces the same rows, whatever the planner does
 * in parallel. The shape follows what social networks see: about 1% of members hold most
 * follows, most follow tens, some follow nobody; hashtags have a long tail; posts lean recent.
 */
export async function generateCommunity(
  db: Database,
  tier: Tier,
  log: (line: string) => void,
): Promise<void> {
  // One transaction: one connection, so the session setting below holds for every statement.
  await db.transaction((tx) => writeCommunity(tx as unknown as Database, tier, log));
  await db.execute(sql`vacuum analyze`);
}

async function writeCommunity(db: Database, tier: Tier, log: (line: string) => void) {
  const step = async (label: string, statement: string) => {
    const started = performance.now();
    await db.execute(sql.raw(statement));
    log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date().toISOString();
  const n = tier.members;
  const popular = Math.max(10, Math.floor(n / 100));
  const likesScale = (3 * tier.likes) / tier.posts;
  const list = (values: readonly string[]) => `array[${values.map(textLiteral).join(",")}]`;
  const pick = (values: readonly string[], random: string) =>
    `(${list(values)})[1 + floor(${random} * ${values.length})::int]`;

  // Foreign keys are checked by the generator's own construction; index maintenance row by row
  // would triple the load time, so the big tables' secondary indexes are built after.
  await step("session", "set local session_replication_role = replica");
  await step("session", "set local statement_timeout = 0");
  const deferred = await dropSecondaryIndexes(db);

  await step(
    "helpers",
    `create or replace function bench_rand(a bigint, b int) returns double precision
     language sql immutable parallel safe
     as $$ select (hashint8(a * 1000003 + b)::bigint + 2147483648)::double precision / 4294967296 $$`,
  );
  await step(
    "helpers",
    `create or replace function bench_id(kind text, k bigint) returns uuid
     language sql immutable parallel safe as $$
       -- A hash shaped as a version 4 UUID, which the API's id checks accept.
       select overlay(overlay(md5(kind || k) placing '4' from 13) placing '8' from 17)::uuid $$`,
  );
  await step(
    "helpers",
    `create or replace function bench_post_author(k bigint) returns bigint
     language sql immutable parallel safe as $$
       select case
         when k <= 15 then 1
         when bench_rand(k, 1) < 0.2 then 4 + floor(bench_rand(k, 2) * ${popular})::bigint
         else 4 + floor(bench_rand(k, 2) * ${n - 3})::bigint
       end $$`,
  );
  await step(
    "helpers",
    `create or replace function bench_post_time(k bigint) returns timestamptz
     language sql immutable parallel safe as $$
       select '${now}'::timestamptz - make_interval(secs => power(bench_rand(k, 3), 1.5) * 31536000) $$`,
  );
  await step(
    "helpers",
    `create or replace function bench_post_likes(k bigint) returns int
     language sql immutable parallel safe as $$
       select least(${n - 1}, floor(power(bench_rand(k, 4), 2) * ${likesScale})::int) $$`,
  );

  const visibility = `case when ${FOLLOWERS_ONLY} then 'followers'
    when bench_rand(k, 9) < 0.05 and k > 3 then 'private' else 'public' end`;
  await step(
    `${n} members`,
    `insert into users (id, email, password_hash, first_name, last_name, profession, location,
       bio, is_verified, account_type, privacy_settings, created_at, updated_at)
     select bench_id('member', k), 'member' || k || '@bench.test', ${textLiteral(passwordHash)},
       ${pick(FIRST_NAMES, "bench_rand(k, 5)")}, ${pick(LAST_NAMES, "bench_rand(k, 6)")},
       ${pick(SETTINGS_PROFESSIONS, "bench_rand(k, 7)")},
       ${pick(WEIGHTED_LOCATIONS, "bench_rand(k, 8)")},
       'Working on ' || ${pick(STYLES, "bench_rand(k, 10)")} || ' and ' || ${pick(STYLES, "bench_rand(k, 11)")} || ' projects.',
       bench_rand(k, 17) < 0.05,
       case when k % 50 = 0 then 'business' else 'member' end,
       jsonb_build_object('profileVisibility', ${visibility}, 'showEmail', false,
         'showPhone', false, 'allowMessages', true),
       '${now}'::timestamptz - make_interval(days => (k % 1000)::int),
       '${now}'::timestamptz
     from generate_series(1, ${n}) as k`,
  );

  const { followsNobody, follows50, follows2000 } = BENCH_MEMBERS;
  const followCount = `case k when 1 then ${followsNobody.follows} when 2 then ${follows50.follows}
    when 3 then ${follows2000.follows} else case
      when bench_rand(k, 20) < 0.1 then 0
      when bench_rand(k, 20) < 0.95 then 5 + floor(bench_rand(k, 21) * 32)::int
      else 50 + floor(bench_rand(k, 21) * 101)::int end end`;
  // The three bench members follow the first members after them, who are the popular ones.
  const followee = `case when k in (2, 3) then 3 + j
    when bench_rand(k * 4096 + j, 22) < 0.5 then 4 + floor(bench_rand(k * 4096 + j, 23) * ${popular})::bigint
    else 4 + floor(bench_rand(k * 4096 + j, 23) * ${n - 3})::bigint end`;
  await step(
    "follows",
    `insert into follows (follower_id, following_id, created_at)
     select distinct on (k, followee) bench_id('member', k), bench_id('member', followee),
       '${now}'::timestamptz - make_interval(hours => (j % 5000)::int)
     from generate_series(1, ${n}) as k
     cross join lateral generate_series(1, ${followCount}) as j
     cross join lateral (select ${followee} as followee) as chosen
     where followee <> k`,
  );

  const firstTag = pick(HEAD_TAGS, "power(bench_rand(k, 12), 2)");
  const tailTag = `'#studio' || floor(power(bench_rand(k, 13), 3) * 2000)::int`;
  await step(
    `${tier.posts} posts`,
    `insert into posts (id, user_id, content, hashtags, likes_count, views_count, created_at)
     select bench_id('post', k), bench_id('member', bench_post_author(k)),
       'Shoot in ' || ${pick(WEIGHTED_LOCATIONS, "bench_rand(k, 14)")} || ': ' ||
         ${pick(STYLES, "bench_rand(k, 15)")} || ' ' || ${pick(NOUNS, "bench_rand(k, 16)")} || ' ' ||
         tag1 || ' ' || tag2,
       array[tag1, tag2], bench_post_likes(k), bench_post_likes(k) * 4, bench_post_time(k)
     from generate_series(1, ${tier.posts}) as k
     cross join lateral (select ${firstTag} as tag1, ${tailTag} as tag2) as tags`,
  );
  await step(
    "likes",
    `insert into post_likes (post_id, user_id, created_at)
     select bench_id('post', k), bench_id('member', 1 + (floor(bench_rand(k, 5) * ${n})::bigint + j) % ${n}),
       bench_post_time(k) + make_interval(mins => j)
     from generate_series(1, ${tier.posts}) as k
     cross join lateral generate_series(0, bench_post_likes(k) - 1) as j`,
  );
  await step(
    `${tier.comments} comments`,
    `insert into comments (post_id, user_id, content, created_at)
     select bench_id('post', post), bench_id('member', 1 + floor(bench_rand(k, 31) * ${n})::bigint),
       ${pick(COMMENTS, "bench_rand(k, 32)")}, bench_post_time(post) + make_interval(mins => (k % 600)::int)
     from generate_series(1, ${tier.comments}) as k
     cross join lateral (select 1 + floor(bench_rand(k, 30) * ${tier.posts})::bigint as post) as chosen`,
  );
  await step(
    "comment counts",
    `update posts set comments_count = counted.total
     from (select post_id, count(*)::int as total from comments group by post_id) as counted
     where posts.id = counted.post_id`,
  );

  const conversationCount = Math.max(20, Math.floor(tier.messages / 10));
  // The bench members talk with the popular members; the rest pair at random.
  const partner = `case when k <= 20 then 2 + k else 1 + floor(bench_rand(k, 41) * ${n})::bigint end`;
  const starter = `case when k <= 20 then 2 else 1 + floor(bench_rand(k, 40) * ${n})::bigint end`;
  await step(
    "conversations",
    `insert into conversations (id, user_one_id, user_two_id, created_at, last_message_at)
     select distinct on (least(a, b), greatest(a, b)) bench_id('conversation', k),
       least(a, b), greatest(a, b),
       '${now}'::timestamptz - make_interval(hours => (k % 2000)::int + 10),
       '${now}'::timestamptz - make_interval(hours => (k % 2000)::int)
     from generate_series(1, ${conversationCount}) as k
     cross join lateral (select bench_id('member', ${starter}) as a,
       bench_id('member', ${partner}) as b) as pair
     where a <> b`,
  );
  await step(
    "messages",
    `insert into messages (conversation_id, sender_id, receiver_id, content, read_at, created_at)
     select c.id, case when i % 2 = 0 then c.user_one_id else c.user_two_id end,
       case when i % 2 = 0 then c.user_two_id else c.user_one_id end,
       ${pick(COMMENTS, "bench_rand(i, 50)")},
       case when i < 9 then c.created_at + make_interval(hours => i) end,
       c.created_at + make_interval(hours => i)
     from conversations as c cross join generate_series(0, 9) as i`,
  );
  // Follows and likes from the community; one in ten goes to the member the read scenarios
  // sign in as, so their bell holds a heavy member's hundred thousand.
  await step(
    "notifications",
    `insert into notifications (user_id, actor_id, type, title, message, link, read_at, created_at)
     select recipient, actor, kind, case kind when 'like' then 'New like' else 'New follower' end,
       case kind when 'like' then 'A member liked your post.' else 'A member started following you.' end,
       '/profile/' || actor, case when bench_rand(k, 82) < 0.8 then stamp end, stamp
     from generate_series(1, ${tier.notifications}) as k
     cross join lateral (select
       bench_id('member', ${heavyReaderOr("bench_rand(k, 80)", n)}) as recipient,
       bench_id('member', 1 + floor(bench_rand(k, 81) * ${n})::bigint) as actor,
       case when k % 3 = 0 then 'follow' else 'like' end as kind,
       '${now}'::timestamptz - make_interval(mins => (k % 100000)::int) as stamp) as chosen`,
  );

  await step(
    `${tier.portfolioItems} portfolio items`,
    `insert into portfolio_items (user_id, title, description, tags, created_at, updated_at)
     select bench_id('member', 1 + floor(bench_rand(k, 90) * ${n})::bigint), initcap(style) || ' ' || noun,
       'A ' || style || ' ' || noun || ' made in ' || place || '.', array[style, noun], made, made
     from generate_series(1, ${tier.portfolioItems}) as k
     cross join lateral (select ${pick(STYLES, "bench_rand(k, 91)")} as style,
       ${pick(NOUNS, "bench_rand(k, 92)")} as noun, ${pick(WEIGHTED_LOCATIONS, "bench_rand(k, 93)")} as place,
       '${now}'::timestamptz - make_interval(days => (k % 700)::int) as made) as chosen`,
  );
  // Marked days from ten days ago to three months ahead: mostly free, some busy or away.
  await step(
    `${tier.availabilityDays} calendar days`,
    `insert into availability_events (user_id, date, status, created_at)
     select bench_id('member', 1 + floor(bench_rand(k, 100) * ${n})::bigint),
       '${now}'::date - 10 + floor(bench_rand(k, 101) * 100)::int,
       case when bench_rand(k, 102) < 0.75 then 'available' when bench_rand(k, 102) < 0.9 then 'busy'
         else 'unavailable' end,
       '${now}'::timestamptz
     from generate_series(1, ${tier.availabilityDays}) as k`,
  );

  const businesses = Math.floor(n / 50);
  // Every twentieth job is the bench business's, so its portal has a busy studio's figures.
  const poster = `case when k % 20 = 0 then ${BENCH_BUSINESS_NUMBER} else 50 * (1 + floor(bench_rand(k, 60) * ${businesses})::bigint) end`;
  const paid = "bench_rand(k, 66) >= 0.1";
  await step(
    `${tier.jobs} jobs`,
    `insert into jobs (id, user_id, title, description, profession, location, pay_type, pay_min, created_at)
     select bench_id('job', k), bench_id('member', ${poster}),
       ${pick(SETTINGS_PROFESSIONS, "bench_rand(k, 61)")} || ' for ' || ${pick(STYLES, "bench_rand(k, 62)")} || ' ' || ${pick(NOUNS, "bench_rand(k, 63)")},
       'We are looking for a creative for a ' || ${pick(STYLES, "bench_rand(k, 62)")} || ' project.',
       ${pick(SETTINGS_PROFESSIONS, "bench_rand(k, 61)")},
       ${pick([...WEIGHTED_LOCATIONS, "Remote"], "bench_rand(k, 64)")},
       case when ${paid} then 'day_rate' else 'unpaid' end,
       case when ${paid} then 100 + floor(bench_rand(k, 65) * 900)::int end,
       '${now}'::timestamptz - make_interval(hours => (k % 1500)::int)
     from generate_series(1, ${tier.jobs}) as k`,
  );
  await step(
    "business accounts",
    `update users set account_type = 'business', company_name = coalesce(first_name, 'Bench') || ' Studio'
     where id in (select distinct user_id from jobs)`,
  );
  await step(
    "applications",
    `insert into job_applications (job_id, poster_id, user_id, status, first_status_change_at,
       shortlisted_at, decided_at, created_at)
     select distinct on (job, member) bench_id('job', job),
       (select user_id from jobs where id = bench_id('job', job)), bench_id('member', member), status,
       case when status <> 'pending' then answered end,
       case when status in ('shortlisted', 'accepted') then answered end,
       case when status in ('accepted', 'rejected') then answered end,
       applied
     from generate_series(1, ${tier.applications}) as k
     cross join lateral (select 1 + k % ${tier.jobs} as job,
       1 + floor(bench_rand(k, 70) * ${n})::bigint as member,
       case when bench_rand(k, 71) < 0.4 then 'pending' when bench_rand(k, 71) < 0.6 then 'shortlisted'
         when bench_rand(k, 71) < 0.7 then 'accepted' else 'rejected' end as status,
       '${now}'::timestamptz - make_interval(hours => 100 + (k % 1000)::int) as applied) as chosen
     cross join lateral (select applied + make_interval(hours => 12 + floor(bench_rand(k, 72) * 96)::int) as answered) as reply`,
  );
  await step(
    "job views",
    `insert into job_views (job_id, user_id, day)
     select distinct bench_id('job', 1 + k % ${tier.jobs}), bench_id('member', 1 + floor(bench_rand(k, 73) * ${n})::bigint),
       ('${now}'::timestamptz - make_interval(days => (k % 30)::int))::date
     from generate_series(1, ${tier.applications * 10}) as k`,
  );
  // Saved posts lean on the newer ones, as saving follows the feed; a save comes after its post.
  await step(
    `${tier.bookmarks} bookmarks`,
    `insert into post_bookmarks (post_id, user_id, created_at)
     select distinct on (post, member) bench_id('post', post), bench_id('member', member),
       least('${now}'::timestamptz, bench_post_time(post) + make_interval(mins => (k % 2880)::int))
     from generate_series(1, ${tier.bookmarks}) as k
     cross join lateral (select 1 + floor(power(bench_rand(k, 110), 2) * ${tier.posts})::bigint as post,
       ${heavyReaderOr("bench_rand(k, 111)", n)} as member) as chosen`,
  );
  // The reader saves one job in a hundred: 200 at M tier, a keen job seeker's list. (With one in
  // ten they had saved a third of the board, and every page of it looked up their saves whole.)
  await step(
    `${tier.savedJobs} saved jobs`,
    `insert into saved_jobs (user_id, job_id, created_at)
     select distinct on (member, job) bench_id('member', member), bench_id('job', job),
       '${now}'::timestamptz - make_interval(mins => (k % 20000)::int)
     from generate_series(1, ${tier.savedJobs}) as k
     cross join lateral (select ${heavyReaderOr("bench_rand(k, 120)", n, 100)} as member,
       1 + floor(bench_rand(k, 121) * ${tier.jobs})::bigint as job) as chosen`,
  );
  // Requests wait only on followers-only members, from members not yet following them; the
  // first such member is asked by a tenth of the askers, as a sought-after locked account is.
  await step(
    `${tier.followRequests} follow requests`,
    `insert into follow_requests (requester_id, target_id, created_at)
     select distinct on (asker, wanted) bench_id('member', asker), bench_id('member', wanted),
       '${now}'::timestamptz - make_interval(mins => (k % 50000)::int)
     from (select array_agg(k order by k) as ks from generate_series(4, ${n}) as k
       where ${FOLLOWERS_ONLY}) as locked
     cross join generate_series(1, ${tier.followRequests}) as k
     cross join lateral (select 1 + floor(bench_rand(k, 130) * ${n})::bigint as asker,
       case when k % 10 = 0 then locked.ks[1]
         else locked.ks[1 + floor(bench_rand(k, 131) * cardinality(locked.ks))::int] end as wanted) as chosen
     where asker <> wanted and not exists (select from follows
       where follower_id = bench_id('member', asker) and following_id = bench_id('member', wanted))`,
  );

  // The load ran with triggers off, so the jobs', the bells' and the site's counters are counted
  // once from their rows.
  await step("job counters", "select job_counters_recount()");
  await step("notification counters", "select notification_counters_recount()");
  await step("site counts", "select site_counts_recount()");
  await step("creator words", "select creator_words_refill()");
  await step("free days", "select free_days_refill()");

  for (const definition of deferred) await step("index", definition);
}

/** Member k's content is for followers only (never the three bench members'). */
const FOLLOWERS_ONLY = "bench_rand(k, 9) < 0.04 and k > 3";

/**
 * For the kth row, the member the read scenarios sign in as (member 2, following 50) one time in
 * `every`, so their bell and saved lists are a heavy member's; otherwise the member `random` picks.
 */
function heavyReaderOr(random: string, members: number, every = 10): string {
  return `case when k % ${every} = 0 then 2 else 1 + floor(${random} * ${members})::bigint end`;
}

const BULK_TABLES = [
  "users",
  "follows",
  "posts",
  "post_likes",
  "comments",
  "messages",
  "notifications",
  "portfolio_items",
  "availability_events",
  "post_bookmarks",
  "saved_jobs",
  "follow_requests",
];

/** Drops the big tables' indexes that no constraint owns; answers the statements that rebuild them. */
async function dropSecondaryIndexes(db: Database): Promise<string[]> {
  const rows = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(
      sql`select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename in ${BULK_TABLES}
          and indexname not in (select conname from pg_constraint)`,
    ),
  );
  for (const { indexname } of rows) await db.execute(sql.raw(`drop index "${indexname}"`));
  return rows.map(({ indexdef }) => indexdef);
}

// London holds a third of the community, as it holds a third of the UK's creative jobs.
const WEIGHTED_LOCATIONS = [
  ...UK_LOCATIONS,
  ...Array.from({ length: 7 }, () => "London"),
  "Truro",
  "Hebden Bridge",
];
const FIRST_NAMES = [
  "Amelia",
  "Oliver",
  "Isla",
  "Noah",
  "Ava",
  "Leo",
  "Mia",
  "Arthur",
  "Freya",
  "Theo",
  "Priya",
  "Kwame",
  "Siobhan",
  "Dylan",
  "Aisha",
  "Callum",
  "Zara",
  "Rhys",
  "Yusuf",
  "Niamh",
];
const LAST_NAMES = [
  "Hughes",
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Evans",
  "Thomas",
  "Khan",
  "Patel",
  "Murphy",
  "Walker",
  "Wright",
  "Robinson",
  "Okafor",
  "Campbell",
  "Price",
  "Ali",
  "Byrne",
];
const STYLES = [
  "editorial",
  "bridal",
  "menswear",
  "35mm",
  "street",
  "documentary",
  "beauty",
  "fashion",
  "product",
  "portrait",
  "music video",
  "commercial",
  "film noir",
  "vintage",
  "festival",
];
const NOUNS = ["portraits", "campaign", "lookbook", "shoot", "series", "film", "edit", "story"];
const HEAD_TAGS = [
  "#photography",
  "#fashion",
  "#portrait",
  "#editorial",
  "#london",
  "#film",
  "#style",
  "#makeup",
  "#model",
  "#design",
  "#art",
  "#wedding",
  "#music",
  "#travel",
  "#studio",
];
const COMMENTS = ["Love this!", "Beautiful light.", "Great work", "Who styled it?", "Stunning 🔥"];
