/**
 * The one list of migrations (server/db/migrations.ts) makes the same schema on SQLite and on
 * PostgreSQL: tables, columns (normalised type, nullability, default), primary keys, indexes,
 * UNIQUE, CHECK and foreign-key constraints (tests/support/schema.ts reads them). A database
 * made by the migrations of the version before the split is accepted as it is, with its data,
 * and PostgreSQL still migrates safely when several instances (old and new) start at once.
 */
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { openSiteDatabase, tablesByKind } from "../../server/db";
import { leadColumns } from "../../server/db/leads";
import { migrations } from "../../server/db/migrations";
import { postgresSchema, schemaDifferences, sqliteSchema } from "../support/schema";
import { migrationsBeforeSplit } from "./fixtures/migrations-before-split";
import { createDatabase, tempDir } from "./helpers";

const T0 = 1_700_000_000_000;

/**
 * Differences the engines cannot avoid, each with its reason; anything else fails. SQLite makes
 * every INTEGER PRIMARY KEY its rowid, generated when a row leaves it out; schema_migrations
 * always gives its version.
 */
const accepted = new Set([
  "only in SQLite: column schema_migrations.version integer not null generated",
  "only in PostgreSQL: column schema_migrations.version integer not null",
]);
const compare = (sqlite: string[], postgres: string[]) =>
  schemaDifferences({ name: "SQLite", facts: sqlite }, { name: "PostgreSQL", facts: postgres })
    .filter((difference) => !accepted.has(difference))
    .sort();

/** A fresh SQLite file migrated by today's code; returns its path. */
async function freshSqlite(): Promise<string> {
  const dir = tempDir("schema-it-");
  await (await openSiteDatabase({ DATA_DIR: dir })).close();
  return path.join(dir, "leads.db");
}

/** A fresh PostgreSQL database migrated by today's code; returns its URL. */
async function freshPostgres(): Promise<string> {
  const url = await createDatabase(inject("databaseUrl"));
  await (await openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("schema-it-") })).close();
  return url;
}

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates as the version before the split did (server/db/sqlite.ts of that version). */
function migrateSqliteBeforeSplit(file: string) {
  closeSync(openSync(file, "a", 0o600));
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
    );
    db.transaction(() => {
      const applied = new Set(
        (db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map(
          (row) => row.version,
        ),
      );
      for (const migration of migrationsBeforeSplit) {
        if (applied.has(migration.version)) continue;
        db.exec(migration.sqlite);
        db.prepare(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
        ).run(migration.version, migration.name, T0);
      }
    }).immediate();
  } finally {
    db.close();
  }
}

/** Migrates as the version before the split did (server/db/postgres.ts of that version). */
async function migratePostgresBeforeSplit(url: string) {
  await onPostgres(url, async (client) => {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [3_141_592_653]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
    );
    const applied = new Set(
      (await client.query("SELECT version FROM schema_migrations")).rows.map((row) =>
        Number(row.version),
      ),
    );
    for (const migration of migrationsBeforeSplit) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.postgres);
      await client.query(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
        [migration.version, migration.name, T0],
      );
    }
    await client.query("COMMIT");
  });
}

/** One row of every kind, as the version before the split stored them. */
const seed = [
  "INSERT INTO settings (key, value) VALUES ('ip_hash_salt', 'old-salt')",
  `INSERT INTO leads (id, created_at, updated_at, source, status, name, email, phone, message, page_path, user_agent, ip_hash, language)
   VALUES ('lead-1', ${T0}, ${T0}, 'contact', 'new', 'Asha', 'asha@example.com', '+91 98110 24680', 'hello', '/contact-us', NULL, 'ip-1', 'hi')`,
  `INSERT INTO outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at)
   VALUES ('lead-1', 'notify', 'team@example.com', 'failed', 12, ${T0}, ${T0})`,
  `INSERT INTO staff (email, password_hash, created_at, updated_at) VALUES ('owner@example.com', 'scrypt$x', ${T0}, ${T0})`,
  `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at)
   VALUES ('session-1', 1, 'csrf', ${T0}, ${T0}, ${T0 + 1000})`,
  `INSERT INTO login_failures (throttle_key, created_at) VALUES ('ip:x', ${T0})`,
  `INSERT INTO web_vitals (path, name, value, created_at) VALUES ('/', 'LCP', 1200, ${T0})`,
];

describe("one schema on both databases", () => {
  let sqliteFile: string;
  let postgresUrl: string;
  let sqliteFacts: string[];
  let postgresFacts: string[];

  beforeAll(async () => {
    [sqliteFile, postgresUrl] = await Promise.all([freshSqlite(), freshPostgres()]);
    sqliteFacts = sqliteSchema(sqliteFile);
    postgresFacts = await postgresSchema(postgresUrl);
  });

  it("fresh SQLite and PostgreSQL databases have the same tables, columns, keys, indexes and constraints", () => {
    expect(compare(sqliteFacts, postgresFacts)).toEqual([]);
    // The comparison saw the whole schema, not an empty one.
    const count = (kind: string) => sqliteFacts.filter((f) => f.startsWith(`${kind} `)).length;
    expect(count("table")).toBe(29);
    expect(count("column")).toBeGreaterThanOrEqual(79);
    // The leads table has a column for every property a lead is read from (a field of
    // app/base/lead-fields.ts is one, once its migration has run).
    for (const column of leadColumns)
      expect(
        sqliteFacts.some((fact) => fact.startsWith(`column leads.${column} `)),
        column,
      ).toBe(true);
    // web_vitals_daily is keyed by its primary key (migration 6 dropped web_vitals' index).
    // Migration 13 (the media library) added a table, its index, five checks (type, width,
    // height, focal point), a key to staff and the unique hash.
    // Migration 14 (lead work) replaced the status (its check and index) by the stage, added
    // the owner (a key to staff), two follow-up indexes, and the timeline (two keys, two indexes).
    // Migration 15 (lead replies) added a reply's once-only key (a unique index on the timeline)
    // and the outbox's key to its reply (and its index); the outbox's kind check takes "reply".
    // Migration 17 (lead reminders): the digests' table, keyed to staff.
    // Migration 18 (issue 55) added five tables, two indexes (lead arrivals by channel, visit
    // events by day), a key to leads and two unique days (the visit salts, the days rolled up).
    // Migration 19 (the weekly report): the reports' table, keyed to staff.
    // Migration 20 (issue 53) added a note's once-only key (a unique index on the notes).
    expect(count("index")).toBe(26);
    expect(count("check")).toBe(14);
    expect(count("foreign")).toBe(20);
    expect(count("unique")).toBe(4);
    expect(sqliteFacts).toContain("column leads.stage text not null default 'new'");
    expect(sqliteFacts.some((fact) => fact.startsWith("column leads.status "))).toBe(false);
    expect(sqliteFacts).toContain("column outbox.id integer not null generated");
    // Migration 8: every account that existed was allowed everything, so it is an owner.
    expect(sqliteFacts).toContain("column staff.role text not null default 'owner'");
    expect(sqliteFacts).toContain("check staff (role) allows 'editor', 'owner', 'sales'");
    expect(sqliteFacts).toContain(
      "foreign key outbox (lead_id) references leads (id) on delete cascade on update no action",
    );
    expect(sqliteFacts).toContain("check outbox (kind) allows 'ack', 'notify', 'reply', 'report'");
    // Migration 19 (the owner's weekly report): an outbox row of kind "report" has no lead.
    expect(sqliteFacts).toContain("column outbox.lead_id text null");
  });

  it("the migrations make exactly the tables server/db lists by kind", () => {
    const listed = [...Object.values(tablesByKind).flat(), "schema_migrations"].sort();
    for (const facts of [sqliteFacts, postgresFacts]) {
      const tables = facts.filter((f) => f.startsWith("table ")).map((f) => f.slice(6));
      expect(tables).toEqual(listed);
    }
  });

  it("on PostgreSQL, epoch-millisecond columns are 64-bit", async () => {
    const narrow = await onPostgres(postgresUrl, async (client) =>
      (
        await client.query(
          `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
           WHERE table_schema = 'public' AND data_type NOT IN ('bigint', 'text')
             AND (column_name LIKE '%\\_at' OR column_name LIKE '%\\_until' OR column_name LIKE '%id')`,
        )
      ).rows.map((row) => row.name),
    );
    expect(narrow).toEqual([]);
  });

  it("reports a difference in a column, an index, a nullability or a check", async () => {
    const file = await freshSqlite();
    const db = new Database(file);
    db.exec("ALTER TABLE leads ADD COLUMN extra TEXT; CREATE INDEX leads_extra ON leads (extra)");
    db.close();
    const url = await freshPostgres();
    await onPostgres(url, (client) =>
      client.query(
        `ALTER TABLE leads ALTER COLUMN page_path SET NOT NULL;
         ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
         ALTER TABLE outbox ADD CHECK (kind IN ('notify'))`,
      ),
    );
    expect(compare(sqliteSchema(file), await postgresSchema(url))).toEqual([
      "only in PostgreSQL: check outbox (kind) allows 'notify'",
      "only in PostgreSQL: column leads.page_path text not null",
      "only in SQLite: check outbox (kind) allows 'ack', 'notify', 'reply', 'report'",
      "only in SQLite: column leads.extra text null",
      "only in SQLite: column leads.page_path text null",
      "only in SQLite: index leads.leads_extra (extra)",
    ]);
  });
});

describe.each([
  [
    "SQLite",
    async () => {
      const dir = tempDir("schema-it-");
      const file = path.join(dir, "leads.db");
      migrateSqliteBeforeSplit(file);
      const db = new Database(file);
      for (const statement of seed) db.exec(statement);
      db.close();
      return {
        config: { DATA_DIR: dir },
        facts: async () => sqliteSchema(file),
        fresh: async () => sqliteSchema(await freshSqlite()),
      };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await createDatabase(inject("databaseUrl"));
      await migratePostgresBeforeSplit(url);
      await onPostgres(url, async (client) => {
        for (const statement of seed) await client.query(statement);
      });
      return {
        config: { DATABASE_URL: url, DATA_DIR: tempDir("schema-it-") },
        facts: () => postgresSchema(url),
        fresh: async () => postgresSchema(await freshPostgres()),
      };
    },
  ],
])("a %s database migrated before the split", (_name, make) => {
  let made: Awaited<ReturnType<typeof make>>;
  let before: string[];

  beforeAll(async () => {
    made = await make();
    // Steps added after the split (6: web vitals as histograms) run at the first start.
    await (await openSiteDatabase(made.config)).close();
    before = await made.facts();
  });

  it("has the schema today's migrations make", async () => {
    expect(before).toEqual(await made.fresh());
  });

  it("is opened as it is, with its data readable", async () => {
    const db = await openSiteDatabase(made.config);
    try {
      expect(await made.facts()).toEqual(before);
      expect(await db.getLead("lead-1")).toMatchObject({ name: "Asha", language: "hi" });
      expect(await db.listOutbox({ status: "failed" })).toMatchObject([
        { leadId: "lead-1", attempts: 12 },
      ]);
      // Migration 8 makes every earlier account an owner, enabled, without a second factor.
      expect(await db.getStaffByEmail("owner@example.com")).toMatchObject({
        id: 1,
        role: "owner",
        disabledAt: null,
        totpSecret: null,
      });
      expect(await db.getSession("session-1")).toMatchObject({ email: "owner@example.com" });
      expect(await db.countLoginFailures("ip:x", 0)).toBe(1);
      expect(await db.vitalsP75(0)).toEqual([{ path: "/", name: "LCP", p75: 1200, count: 1 }]);
      expect(await db.ensureSetting("ip_hash_salt", "new-salt")).toBe("old-salt");
      // Nothing was migrated again, and new rows follow the old ones.
      await db.migrate();
      expect(await db.upsertStaff("second@example.com", "scrypt$y", T0)).toEqual({
        id: 2,
        created: true,
      });
    } finally {
      await db.close();
    }
  });
});

it("PostgreSQL: instances of the old and the new version migrating at once apply each step once", async () => {
  const url = await createDatabase(inject("databaseUrl"));
  const opened = await Promise.all([
    openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("schema-it-") }),
    migratePostgresBeforeSplit(url).then(() => null),
    openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("schema-it-") }),
    openSiteDatabase({ DATABASE_URL: url, DATA_DIR: tempDir("schema-it-") }),
  ]);
  await Promise.all(opened.map((db) => db?.close()));
  const versions = await onPostgres(url, async (client) =>
    (await client.query("SELECT version FROM schema_migrations ORDER BY version")).rows.map((row) =>
      Number(row.version),
    ),
  );
  expect(versions).toEqual(migrations.map((migration) => migration.version));
  expect(await postgresSchema(url)).toEqual(await postgresSchema(await freshPostgres()));
});
