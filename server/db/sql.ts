/**
 * What every kind of data (leads.ts, outbox.ts, staff.ts, limits.ts, vitals.ts, settings.ts)
 * needs to write its statements once for SQLite and PostgreSQL: one text with `?` placeholders
 * (postgres.ts numbers them $1, $2...), the few dialect differences as named pieces put into
 * that text, and one way to run it on either engine (sqlite.ts, postgres.ts). Why this and not
 * a query builder: docs/decisions/0006-hand-written-sql.md.
 */

export type Row = Record<string, unknown>;

/** The pieces of SQL that differ between the two databases; the rest of a statement does not. */
export interface Dialect {
  readonly name: "sqlite" | "postgres";
  /**
   * Now in epoch milliseconds on the database's clock. Leases and due times are reckoned on it
   * alone, so instances whose clocks disagree still agree on when a lease ends
   * (docs/decisions/0003-leads-outbox.md). SQLite's is the process clock of its one host.
   */
  readonly now: string;
  /**
   * Ends a SELECT of rows to claim: PostgreSQL locks them and skips rows another claimer holds;
   * a SQLite statement that writes holds the database's write lock, so nothing is needed.
   */
  readonly skipLocked: string;
  /** A random text for each row (a claim token). */
  readonly randomToken: string;
  /** Case-insensitive LIKE (SQLite's LIKE ignores the case of ASCII letters only). */
  readonly ilike: string;
  /** Column types of the migrations. */
  readonly type: {
    /** A 64-bit integer (epoch milliseconds, row ids). SQLite's INTEGER is 64-bit. */
    readonly bigInteger: string;
    readonly double: string;
    /** A generated primary key that is never given twice (SQLite AUTOINCREMENT). */
    readonly serialKey: string;
    /** A generated primary key; SQLite may give the id of a deleted highest row again. */
    readonly rowKey: string;
  };
}

export const sqliteDialect: Dialect = {
  name: "sqlite",
  now: "CAST(unixepoch('subsec') * 1000 AS INTEGER)",
  skipLocked: "",
  randomToken: "lower(hex(randomblob(16)))",
  ilike: "LIKE",
  type: {
    bigInteger: "INTEGER",
    double: "REAL",
    serialKey: "INTEGER PRIMARY KEY AUTOINCREMENT",
    rowKey: "INTEGER PRIMARY KEY",
  },
};

export const postgresDialect: Dialect = {
  name: "postgres",
  // statement_timestamp() is one value per statement (usable in index conditions).
  now: "(extract(epoch from statement_timestamp()) * 1000)::bigint",
  skipLocked: "FOR UPDATE SKIP LOCKED",
  randomToken: "gen_random_uuid()::text",
  ilike: "ILIKE",
  type: {
    bigInteger: "BIGINT",
    double: "DOUBLE PRECISION",
    serialKey: "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
    rowKey: "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
  },
};

export type Params = readonly unknown[];

/** Statements on one connection (or a pool), answered asynchronously. */
export interface Queries {
  all(text: string, params?: Params): Promise<Row[]>;
  get(text: string, params?: Params): Promise<Row | undefined>;
  /** Runs a statement that returns no rows; resolves with how many rows it changed. */
  run(text: string, params?: Params): Promise<number>;
  /** Runs a script of statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

/**
 * The same, answered at once. better-sqlite3 is synchronous, and a SQLite transaction runs from
 * BEGIN to COMMIT without yielding to the event loop: nothing else can slip into it, and it never
 * holds the database's write lock while this process waits for something else.
 */
export interface SyncQueries {
  all(text: string, params?: Params): Row[];
  get(text: string, params?: Params): Row | undefined;
  run(text: string, params?: Params): number;
  exec(text: string): void;
}

interface EngineBase extends Queries {
  readonly sql: Dialect;
  close(): Promise<void>;
}

/**
 * A check and the write it allows, or a migration, runs as one transaction that nobody else can
 * interleave with. Such transactions (and the lead write, leads.ts) are where the two engines
 * need different code around the same statements:
 * - SQLite: `immediate` takes the database's write lock (BEGIN IMMEDIATE) and runs `work`
 *   synchronously; the lock covers every key at once.
 * - PostgreSQL: `exclusive` takes one advisory lock per key, sorted so two transactions never
 *   wait for each other in a cycle, then runs `work`. A count after the lock sees what the
 *   previous holder committed (READ COMMITTED takes a new snapshot per statement).
 * Both commit when `work` returns and roll back when it throws.
 */
export interface SqliteEngine extends EngineBase {
  readonly dialect: "sqlite";
  immediate<T>(work: (sync: SyncQueries) => T): T;
  /**
   * Runs `work` in the next group commit: the writes queued while the event loop is busy share
   * one transaction and one fsync, each in its own savepoint, so one failing write does not fail
   * the others. Resolves once the COMMIT returned.
   */
  groupCommit<T>(work: (sync: SyncQueries) => T): Promise<T>;
}

export interface PostgresEngine extends EngineBase {
  readonly dialect: "postgres";
  exclusive<T>(
    keys: readonly (string | number)[],
    work: (transaction: Queries) => Promise<T>,
  ): Promise<T>;
}

/** An open database: what every store is built on. */
export type Engine = SqliteEngine | PostgresEngine;

/**
 * A statement text that depends on how many rows it writes, built once per count (the lead
 * write runs on every lead; a text built again would also be looked up again by its content).
 */
export function textPerCount(build: (count: number) => string): (count: number) => string {
  const built: string[] = [];
  return (count) => {
    built[count] ??= build(count);
    return built[count];
  };
}

/** `?, ?, ?`: one placeholder per value, for IN lists and multi-row VALUES. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => "?").join(", ");
}

/**
 * `WHERE a AND b…` of the conditions whose values are given, and those values in order; a
 * condition whose first value is undefined, null or "" is left out (an unset filter).
 */
export function where(conditions: [condition: string, ...values: unknown[]][]): {
  clause: string;
  params: unknown[];
} {
  const given = conditions.filter(
    ([, first]) => first !== undefined && first !== null && first !== "",
  );
  return {
    clause: given.length ? `WHERE ${given.map(([condition]) => condition).join(" AND ")}` : "",
    params: given.flatMap(([, ...values]) => values),
  };
}

/**
 * Rewrites each `?` placeholder as $1, $2... (PostgreSQL's form), leaving `?` inside quoted
 * literals and identifiers alone.
 */
export function numberPlaceholders(text: string): string {
  let n = 0;
  let quote: string | null = null;
  let out = "";
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === "?") {
      out += `$${++n}`;
    } else {
      out += char;
    }
  }
  return out;
}

// Rows come back with numbers (SQLite) or bigint strings (PostgreSQL); both read the same way.
export const asNumber = (value: unknown): number =>
  typeof value === "number" ? value : Number(value);
export const asNumberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : asNumber(value);
export const asTextOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** One statement of an `atomic` transaction: rows to read, or a write whose changes are counted. */
export type AtomicStep = readonly ["all" | "run", string, Params];

/** Reads rows inside `atomic` work: `const rows = yield* readRows(text, params)`. */
export function* readRows(
  text: string,
  params: Params = [],
): Generator<AtomicStep, Row[], unknown> {
  return (yield ["all", text, params]) as Row[];
}

/** Writes inside `atomic` work; returns how many rows changed. */
export function* write(text: string, params: Params = []): Generator<AtomicStep, number, unknown> {
  return (yield ["run", text, params]) as number;
}

/**
 * Runs `work`, a generator of statements (readRows, write), as one transaction that nobody
 * else can interleave with, on either engine: SQLite's write lock (BEGIN IMMEDIATE, run
 * synchronously), or PostgreSQL's advisory locks on `keys`. A check and the write it allows
 * are written once this way (a last owner kept, a link used once). Throwing rolls it back.
 */
export async function atomic<T>(
  db: Engine,
  keys: readonly string[],
  work: () => Generator<AtomicStep, T, unknown>,
): Promise<T> {
  if (db.dialect === "sqlite") {
    return db.immediate((sync) => {
      const steps = work();
      let step = steps.next();
      while (!step.done) {
        const [kind, text, params] = step.value;
        step = steps.next(kind === "all" ? sync.all(text, params) : sync.run(text, params));
      }
      return step.value;
    });
  }
  return db.exclusive(keys, async (transaction) => {
    const steps = work();
    let step = steps.next();
    while (!step.done) {
      const [kind, text, params] = step.value;
      step = steps.next(
        kind === "all" ? await transaction.all(text, params) : await transaction.run(text, params),
      );
    }
    return step.value;
  });
}
