import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgDialect } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import type { Database } from "./client.ts";
import { mapRowsOnce } from "./row-mapper.ts";

const statementsOf = new WeakMap<Database, Map<string, unknown>>();

/**
 * A hot statement, built once per database under a name: each pooled connection then parses
 * and plans it once, and a request only binds its values. `build` must make the same text
 * whenever it is called with the same name (PostgreSQL keeps one statement per name).
 */
export function namedStatement<Statement>(
  db: Database,
  name: string,
  build: (name: string) => Statement,
): Statement {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, mapRowsOnce(build(name)));
  return statements.get(name) as Statement;
}

/** How many statements built for what a request asks one database keeps (see keptStatement). */
export const STATEMENTS_KEPT = 256;

const keptOf = new WeakMap<Database, LRUCache<string, object>>();

/**
 * A statement whose text follows what a request asks (the assistant's query, say), built once
 * per key while it is among the most recently used: asked again, it only binds its values.
 * Building a large statement with the query builder can cost more of the server's time than
 * PostgreSQL spends running it. `key` must name everything `build` reads; the values that
 * change between requests asking the same (who asks, when) are placeholders.
 */
export function keptStatement<Statement extends object>(
  db: Database,
  key: string,
  build: () => Statement,
): Statement {
  let kept = keptOf.get(db);
  if (!kept) {
    kept = new LRUCache({ max: STATEMENTS_KEPT });
    keptOf.set(db, kept);
  }
  let statement = kept.get(key) as Statement | undefined;
  if (!statement) {
    statement = build();
    kept.set(key, statement);
  }
  return statement;
}

/**
 * A statement written in SQL rather than with the query builder, ready to run with its
 * placeholders' values; under a name (through namedStatement) when it is hot.
 */
export function preparedSql(db: Database, name: string | undefined, query: SQL) {
  // The database's own dialect writes the text, with the column casing every query has.
  const { dialect } = db as unknown as { dialect: PgDialect };
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}

/**
 * A row count written into a statement's text rather than bound: planned as a placeholder, a
 * limit counts as a tenth of the table, and the plan may then sort instead of walking an index.
 */
export function rowCount(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Not a row count: ${count}`);
  return sql.raw(String(count));
}

/**
 * A value of a named statement that no plan sees: bound when it runs, behind a sub-select, it
 * reaches the planner as an unknown, as it is in the generic plan PostgreSQL keeps. PostgreSQL
 * plans a named statement for its values five times and then keeps its generic plan only if
 * that looks no dearer than those plans did on average; planned for a value that makes the
 * statement look cheap (a viewer who follows nobody, a first page's "older than infinity"), it
 * could go on planning the statement afresh on every run.
 */
export function unseenByPlanner(name: string, type: "uuid" | "timestamptz" | "text"): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}

/**
 * A row count for a query builder's `.limit()`, written into the text as rowCount writes it.
 * Drizzle binds a number as a value, and the generic plan of a hot statement then expects a
 * tenth of the table: it looks so much dearer than a plan for a page of 21 rows that
 * PostgreSQL never keeps it, and plans the statement afresh on every run. Drizzle writes any
 * object it is given for a limit into the text, which the Placeholder type stands for here.
 */
export function limitInText(count: number): Placeholder {
  return rowCount(count) as unknown as Placeholder;
}
