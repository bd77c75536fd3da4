import { searchLocally } from "../../server/ai/search-profiles.ts";
import { openDatabase } from "../../server/db/client.ts";
import {
  ASKER_KEY,
  EVAL_NOW,
  type EvalMember,
  generateEvalCommunity,
  insertEvalCommunity,
} from "./community.ts";
import { EVAL_QUERIES } from "./queries.ts";

/**
 * npm run eval:ai: the local engine over the labelled queries and the generated community,
 * printing precision at 3 (over min(3, relevant) places), mean reciprocal rank and how many
 * no-match queries were answered with nobody. --verbose prints every query's answer.
 */
const verbose = process.argv.includes("--verbose");
const members = generateEvalCommunity();
const database = await openDatabase({ dataDir: "memory://" });
const ids = await insertEvalCommunity(database.db, members);
const byId = new Map<string, EvalMember>(members.map((member) => [ids.get(member.key)!, member]));
const askerId = ids.get(ASKER_KEY)!;

const visible = (member: EvalMember) => member.hidden === undefined && member.key !== ASKER_KEY;
let precisionSum = 0;
let reciprocalSum = 0;
let ranked = 0;
let noMatchRight = 0;
let noMatchTotal = 0;
let leaks = 0;
const failures: string[] = [];

for (const item of EVAL_QUERIES) {
  const { outcome, response } = await searchLocally(database.db, askerId, item.query, EVAL_NOW);
  const found = outcome.suggestions.map((suggestion) => byId.get(suggestion.user.id)!);
  leaks += found.filter((member) => !visible(member)).length;
  const relevant = members.filter((member) => visible(member) && item.relevant(member));
  if (verbose) {
    console.log(`\n${item.query}\n  ${response}`);
    for (const [index, s] of outcome.suggestions.entries()) {
      const member = found[index]!;
      console.log(
        `  ${item.relevant(member) ? "✓" : "✗"} ${s.score}% ${s.user.firstName} ${s.user.lastName} — ${s.reason}`,
      );
    }
  }
  if (relevant.length === 0) {
    noMatchTotal++;
    if (found.length === 0) noMatchRight++;
    else failures.push(`no-match answered with ${found.length}: ${item.query}`);
    continue;
  }
  ranked++;
  const hits = found
    .slice(0, 3)
    .filter((member) => item.relevant(member) && visible(member)).length;
  const precision = hits / Math.min(3, relevant.length);
  const firstRight = found.findIndex((member) => item.relevant(member));
  const reciprocal = firstRight === -1 ? 0 : 1 / (firstRight + 1);
  precisionSum += precision;
  reciprocalSum += reciprocal;
  if (precision < 1 || reciprocal < 1) {
    failures.push(`P@3 ${precision.toFixed(2)} RR ${reciprocal.toFixed(2)}: ${item.query}`);
  }
}
await database.close();

const precisionAt3 = precisionSum / ranked;
const mrr = reciprocalSum / ranked;
console.log(`AI search evaluation: ${EVAL_QUERIES.length} queries, ${members.length} members`);
console.log(
  `precision@3        ${precisionAt3.toFixed(3)}  (target ≥ 0.9, over ${ranked} queries)`,
);
console.log(`MRR                ${mrr.toFixed(3)}  (target ≥ 0.9)`);
console.log(`no-match accuracy  ${noMatchRight}/${noMatchTotal}  (target: all)`);
console.log(`hidden members suggested: ${leaks}`);
for (const failure of failures) console.log(`  ${failure}`);
const met = precisionAt3 >= 0.9 && mrr >= 0.9 && noMatchRight === noMatchTotal && leaks === 0;
process.exitCode = met ? 0 : 1;
