import { createHash } from "node:crypto";
import pg from "pg";

/** A statement sent this many times on one connection is hot there: it is named from then on. */
export const HOT_AFTER = 5;
/** A connection names at most this many statements, so one holding many plans stays small. */
export const MOST_NAMED = 200;
/** Counted statements not yet hot are forgotten past this many, so one-off texts cannot pile up. */
const MOST_COUNTED = 1_000;

/**
 * Opens a statement whose best plan depends on its values (a search whose words decide which
 * indexes pay), so that it is never named: it is planned for its values every time, as
 * statements are by default.
 */
export const PLAN_EACH_TIME = "/* planned for its values */";

/** Whether a statement sent often enough is named (see PreparingClient). */
export function namedWhenHot(text: string): boolean {
  return !text.startsWith(PLAN_EACH_TIME);
}

/**
 * A PostgreSQL connection that names its hot statements, as the JDBC and psycopg drivers do on
 * their own: a statement with values sent often is parsed once under a name taken from its text,
 * and later sends only bind values, so the server skips parsing it and, once it finds a generic
 * plan as good as planning for the values, planning it too (PostgreSQL's plan cache decides per
 * statement, after its first five runs). The app's statements are many and small, so parsing and
 * planning are often most of what the database spends on them. Statements without values (the
 * simple protocol, several statements in one text) are sent as they come.
 */
export class PreparingClient extends pg.Client {
  readonly #uses = new Map<string, number>();
  readonly #names = new Map<string, string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads, and every call passes through here whichever it is
  override query(config: any, values?: any, callback?: any): any {
    const statement = typeof config === "string" ? { text: config } : config;
    const named = isPlainStatement(statement) && hasValues(statement, values);
    return super.query(named ? this.#withName(statement) : config, values, callback);
  }

  #withName(config: { text: string; name?: string }) {
    const known = this.#names.get(config.text);
    if (known) return Object.assign({}, config, { name: known });
    // A connection holding all the names it may stops counting: nothing more will be named.
    if (this.#names.size >= MOST_NAMED) return config;
    const uses = (this.#uses.get(config.text) ?? 0) + 1;
    if (uses < HOT_AFTER) {
      if (this.#uses.size >= MOST_COUNTED) this.#uses.clear();
      this.#uses.set(config.text, uses);
      return config;
    }
    this.#uses.delete(config.text);
    const name = `hot_${createHash("sha1").update(config.text).digest("hex")}`;
    this.#names.set(config.text, name);
    return Object.assign({}, config, { name });
  }
}

/** A statement given as text in a config object, not already named by its caller. */
function isPlainStatement(config: unknown): config is { text: string; name?: string } {
  if (typeof config !== "object" || config === null) return false;
  const { text, name, submit } = config as { text?: unknown; name?: unknown; submit?: unknown };
  return (
    typeof text === "string" && name === undefined && submit === undefined && namedWhenHot(text)
  );
}

function hasValues(config: object, values: unknown): boolean {
  const given = Array.isArray(values) ? values : (config as { values?: unknown }).values;
  return Array.isArray(given) && given.length > 0;
}
