/**
 * npm run bench:data -- --tier S|M [--quick]: generates the tier's community from scratch into
 * its bench database (see database.ts), then checks that every counter agrees with its rows and
 * that creator search knows every member's words.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../server/db/rows.ts";
import { benchDatabase } from "./database.ts";
import { generateCommunity } from "./generate.ts";
import { tierFromArguments } from "./tiers.ts";

const tier = tierFromArguments(process.argv.slice(2));
const target = benchDatabase(tier);
console.log(`Generating the ${tier.name} community on ${target.kind}…`);
const started = performance.now();
const handle = await target.recreate();
await generateCommunity(handle.db, tier, console.log);

const [counts] = rowsOf<Record<string, number>>(
  await handle.db.execute(sql`
  select
    (select count(*) from users)::int as members,
    (select count(*) from posts)::int as posts,
    (select count(*) from post_likes)::int as likes,
    (select count(*) from follows)::int as follows,
    (select count(*) from comments)::int as comments,
    (select count(*) from messages)::int as messages,
    (select count(*) from jobs)::int as jobs,
    (select count(*) from job_applications)::int as applications,
    (select count(*) from notifications)::int as notifications,
    (select count(*) from post_bookmarks)::int as bookmarks,
    (select count(*) from saved_jobs)::int as saved_jobs,
    (select count(*) from follow_requests)::int as follow_requests,
    (select count(*) from posts as p where p.likes_count <>
      (select count(*) from post_likes as l where l.post_id = p.id))::int as wrong_like_counts,
    (select count(*) from posts as p where p.comments_count <>
      (select count(*) from comments as c where c.post_id = p.id))::int as wrong_comment_counts,
    (select count(*) from jobs as j left join job_counters as c on c.job_id = j.id
      where c.job_id is null
        or c.applications <> (select count(*) from job_applications as a where a.job_id = j.id)
        or c.views <> (select count(*) from job_views as v where v.job_id = j.id))::int
      as wrong_job_counters,
    (select count(*) from (select user_id, count(*) as unread from notifications
        where read_at is null group by user_id) as counted
      full join notification_counters as kept using (user_id)
      where coalesce(kept.unread, 0) <> coalesce(counted.unread, 0))::int
      as wrong_unread_counts,
    (select count(*) from (select distinct unnest(creator_words_of(first_name, last_name,
        profession, location)) as word from users) as used
      where not exists (select 1 from creator_words as known where known.word = used.word))::int
      as unknown_creator_words`),
);
await handle.close();
console.log(counts);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
if (
  !counts ||
  counts.wrong_like_counts ||
  counts.wrong_comment_counts ||
  counts.wrong_job_counters ||
  counts.wrong_unread_counts ||
  counts.unknown_creator_words
) {
  console.error(
    "Counters disagree with their rows, or member words are missing from creator_words.",
  );
  process.exit(1);
}
console.log(`bench:data ${tier.name} ready in ${seconds} s`);
