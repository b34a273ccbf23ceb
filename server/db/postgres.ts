/**
 * PostgreSQL (pg), used when DATABASE_URL is set so several stateless instances can share one
 * database. Statements are written with `?` placeholders (sql.ts) and numbered here.
 */
import pg from "pg";
import {
  numberPlaceholders,
  type Params,
  type PostgresEngine,
  postgresDialect,
  type Queries,
  type Row,
} from "./sql";

export interface PostgresOptions {
  connectionString: string;
  /** Most connections this instance opens. */
  max?: number;
}

export function openPostgresEngine(options: PostgresOptions): PostgresEngine {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (the server restarted) must not crash the process.
  pool.on("error", () => {});

  /** Each statement text with its placeholders numbered, rewritten once. */
  const numberedTexts = new Map<string, string>();
  const numbered = (text: string) => {
    let found = numberedTexts.get(text);
    if (found === undefined) {
      if (numberedTexts.size >= 500) numberedTexts.clear();
      found = numberPlaceholders(text);
      numberedTexts.set(text, found);
    }
    return found;
  };
  const on = (client: pg.Pool | pg.PoolClient): Queries => ({
    all: async (text, params: Params = []) =>
      (await client.query(numbered(text), params as unknown[])).rows as Row[],
    get: async (text, params: Params = []) =>
      (await client.query(numbered(text), params as unknown[])).rows[0] as Row | undefined,
    run: async (text, params: Params = []) =>
      (await client.query(numbered(text), params as unknown[])).rowCount ?? 0,
    exec: async (text) => {
      await client.query(text);
    },
  });

  return {
    dialect: "postgres",
    sql: postgresDialect,
    ...on(pool),

    async exclusive(keys, work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        for (const key of [...new Set(keys)].sort()) {
          await client.query(
            typeof key === "number"
              ? "SELECT pg_advisory_xact_lock($1)"
              : "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
            [key],
          );
        }
        const result = await work(on(client));
        await client.query("COMMIT");
        client.release();
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        // A connection that failed mid-transaction is not reused.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },

    async close() {
      await pool.end();
    },
  };
}
