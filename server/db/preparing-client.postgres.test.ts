import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOT_AFTER, MOST_NAMED, PLAN_EACH_TIME, PreparingClient } from "./preparing-client.ts";

/** One connection, so every statement below lands on the connection whose names are read. */
let pool: pg.Pool;

beforeEach(() => {
  pool = new pg.Pool({
    connectionString: process.env.TEST_DATABASE_URL,
    max: 1,
    Client: PreparingClient,
  });
});

afterEach(async () => {
  await pool.end();
});

/** The statements this connection holds under a name, by name. */
async function namedHere(): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ name: string; statement: string }>(
    "select name, statement from pg_prepared_statements",
  );
  return new Map(rows.map((row) => [row.name, row.statement]));
}

const hotNames = async () =>
  [...(await namedHere()).keys()].filter((name) => name.startsWith("hot_"));

describe("a connection that names its hot statements", () => {
  it("names a statement with values once it is hot, and answers every use with its own values", async () => {
    const text = "select $1::int + 1 as next";
    for (let use = 1; use < HOT_AFTER; use++) {
      const { rows } = await pool.query(text, [use]);
      expect(rows).toEqual([{ next: use + 1 }]);
    }
    expect(await hotNames()).toEqual([]);
    for (let use = HOT_AFTER; use < HOT_AFTER + 3; use++) {
      const { rows } = await pool.query(text, [use]);
      expect(rows).toEqual([{ next: use + 1 }]);
    }
    const named = await namedHere();
    const [name] = await hotNames();
    expect(named.get(name!)).toBe(text);
  });

  it("leaves statements without values, and those its caller named, as they come", async () => {
    for (let use = 0; use < HOT_AFTER * 2; use++) {
      await pool.query("select 1 as one");
      await pool.query({ name: "callers_own", text: "select $1::text as word", values: ["kiln"] });
    }
    expect(await hotNames()).toEqual([]);
    expect((await namedHere()).get("callers_own")).toBe("select $1::text as word");
  });

  it("plans a statement that asks for it for its values every time, however often it is sent", async () => {
    for (let use = 0; use < HOT_AFTER * 2; use++) {
      const { rows } = await pool.query(`${PLAN_EACH_TIME} select $1::int as kept`, [use]);
      expect(rows).toEqual([{ kept: use }]);
    }
    expect(await hotNames()).toEqual([]);
  });

  it(`names at most ${MOST_NAMED} statements on one connection, and still runs the rest`, async () => {
    for (let statement = 0; statement <= MOST_NAMED; statement++) {
      for (let use = 0; use < HOT_AFTER; use++) {
        const { rows } = await pool.query(`select $1::int * ${statement} as product`, [use]);
        expect(rows).toEqual([{ product: use * statement }]);
      }
    }
    expect(await hotNames()).toHaveLength(MOST_NAMED);
  });

  it("keeps a named statement working after a transaction on its connection failed", async () => {
    const text = "select count(*)::int as matching from generate_series(1, 10) as n where n <= $1";
    for (let use = 0; use < HOT_AFTER; use++) await pool.query(text, [use]);
    const client = await pool.connect();
    try {
      await client.query("begin");
      expect((await client.query(text, [3])).rows).toEqual([{ matching: 3 }]);
      await expect(client.query("select 1 / $1::int", [0])).rejects.toThrow(/division by zero/);
      await client.query("rollback");
    } finally {
      client.release();
    }
    expect((await pool.query(text, [7])).rows).toEqual([{ matching: 7 }]);
    expect(await hotNames()).toHaveLength(1);
  });
});
