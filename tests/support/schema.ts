/**
 * Reads the schema of a SQLite file or a PostgreSQL database as a list of facts in one
 * vocabulary for both ("column leads.status text not null default 'new'"), so two schemas can be
 * compared line by line (tests/integration/schema.test.ts).
 *
 * What is normalised, because the engines say the same thing differently:
 * - types: SQLite INTEGER and PostgreSQL integer/bigint are "integer" (SQLite's INTEGER is
 *   64-bit whatever it is called); REAL and double precision are "real"; TEXT and text "text";
 *   BLOB and bytea (bytes: the media library's originals) are "bytes".
 * - a generated key: SQLite's INTEGER PRIMARY KEY (the rowid) and PostgreSQL's identity column
 *   are "generated".
 * - a primary key column is NOT NULL (PostgreSQL enforces it; SQLite reports a non-integer
 *   primary key as nullable, a quirk of its own, though the schema means it as a key).
 * - defaults: casts (`'new'::text`) are dropped.
 * - indexes: named ones are compared by name, columns, uniqueness and whether partial; the
 *   indexes the engines make for primary keys and UNIQUE constraints are compared as those
 *   constraints (their names differ by engine).
 * - CHECK constraints: by the columns they name and the literals they allow (SQLite
 *   `source IN ('a', 'b')` and PostgreSQL `source = ANY (ARRAY['a'::text, 'b'::text])` are the
 *   same check); a change of operator alone would not show.
 * - foreign keys: columns, the table and columns they reference, ON DELETE and ON UPDATE.
 */
import Database from "better-sqlite3";
import pg from "pg";

type Row = Record<string, unknown>;

function normalType(declared: string): string {
  const type = declared.trim().toLowerCase();
  if (["integer", "bigint", "int", "int8", "int4", "smallint"].includes(type)) return "integer";
  if (["real", "double precision", "float8", "double"].includes(type)) return "real";
  if (type === "blob" || type === "bytea") return "bytes";
  return type;
}

function normalDefault(value: string): string {
  return value.replace(/::[a-z ]+/g, "").replace(/^\((.*)\)$/, "$1");
}

function columnFact(
  table: string,
  column: { name: string; type: string; notNull: boolean; default: string | null },
  generated: boolean,
): string {
  return [
    `column ${table}.${column.name} ${normalType(column.type)}`,
    column.notNull ? "not null" : "null",
    generated
      ? "generated"
      : column.default === null
        ? ""
        : `default ${normalDefault(column.default)}`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The columns a CHECK expression names and the literals it allows. */
function checkFact(table: string, columns: string[], expression: string): string {
  const literals = [...expression.matchAll(/'((?:[^']|'')*)'|\b(\d+(?:\.\d+)?)\b/g)]
    .map((match) => (match[1] !== undefined ? `'${match[1]}'` : (match[2] as string)))
    .sort();
  return `check ${table} (${[...columns].sort().join(", ")}) allows ${literals.join(", ")}`;
}

/** Every `CHECK (...)` expression in a CREATE TABLE text. */
function sqliteChecks(createTable: string): string[] {
  const checks: string[] = [];
  const start = /\bCHECK\s*\(/gi;
  for (let match = start.exec(createTable); match; match = start.exec(createTable)) {
    let depth = 1;
    let end = match.index + match[0].length;
    let quoted = false;
    for (; end < createTable.length && depth > 0; end++) {
      const character = createTable[end];
      if (character === "'") quoted = !quoted;
      else if (!quoted && character === "(") depth++;
      else if (!quoted && character === ")") depth--;
    }
    checks.push(createTable.slice(match.index + match[0].length, end - 1));
  }
  return checks;
}

const words = (expression: string) =>
  new Set(expression.replace(/'(?:[^']|'')*'/g, "").match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);

export function sqliteSchema(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const facts: string[] = [];
    const tables = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all() as { name: string; sql: string }[];
    for (const { name: table, sql } of tables) {
      facts.push(`table ${table}`);
      const columns = db.prepare("SELECT * FROM pragma_table_info(?)").all(table) as Row[];
      const key = columns
        .filter((column) => Number(column.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((column) => String(column.name));
      for (const column of columns) {
        // The rowid alias: a lone INTEGER PRIMARY KEY is generated.
        const generated =
          key.length === 1 && key[0] === column.name && String(column.type) === "INTEGER";
        facts.push(
          columnFact(
            table,
            {
              name: String(column.name),
              type: String(column.type),
              notNull: Number(column.notnull) === 1 || Number(column.pk) > 0,
              default: column.dflt_value === null ? null : String(column.dflt_value),
            },
            generated,
          ),
        );
      }
      facts.push(`primary key ${table} (${key.join(", ")})`);
      for (const index of db.prepare("SELECT * FROM pragma_index_list(?)").all(table) as Row[]) {
        const indexColumns = (
          db
            .prepare("SELECT name FROM pragma_index_info(?) ORDER BY seqno")
            .all(index.name) as Row[]
        ).map((column) => String(column.name));
        if (index.origin === "c") {
          facts.push(
            `index ${table}.${index.name} (${indexColumns.join(", ")})${Number(index.unique) ? " unique" : ""}${Number(index.partial) ? " partial" : ""}`,
          );
        } else if (index.origin === "u") {
          facts.push(`unique ${table} (${indexColumns.join(", ")})`);
        }
      }
      const names = columns.map((column) => String(column.name));
      for (const check of sqliteChecks(sql)) {
        const named = words(check);
        facts.push(
          checkFact(
            table,
            names.filter((n) => named.has(n)),
            check,
          ),
        );
      }
      const keys = new Map<number, Row[]>();
      for (const reference of db
        .prepare("SELECT * FROM pragma_foreign_key_list(?)")
        .all(table) as Row[]) {
        keys.set(Number(reference.id), [...(keys.get(Number(reference.id)) ?? []), reference]);
      }
      for (const parts of keys.values()) {
        const first = parts[0] as Row;
        facts.push(
          `foreign key ${table} (${parts.map((part) => part.from).join(", ")}) references ${first.table} (${parts.map((part) => part.to).join(", ")}) on delete ${String(first.on_delete).toLowerCase()} on update ${String(first.on_update).toLowerCase()}`,
        );
      }
    }
    return facts.sort();
  } finally {
    db.close();
  }
}

const referentialAction: Record<string, string> = {
  a: "no action",
  r: "restrict",
  c: "cascade",
  n: "set null",
  d: "set default",
};

export async function postgresSchema(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const facts: string[] = [];
    const query = async (text: string, values: unknown[] = []) =>
      (await client.query(text, values)).rows as Row[];
    const tables = await query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { table_name } of tables) {
      const table = String(table_name);
      facts.push(`table ${table}`);
      const key = (
        await query(
          `SELECT a.attname FROM pg_constraint c
           JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k (attnum, n) ON true
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
           WHERE c.conrelid = $1::regclass AND c.contype = 'p' ORDER BY k.n`,
          [table],
        )
      ).map((row) => String(row.attname));
      const columns = await query(
        `SELECT column_name, data_type, is_nullable, column_default, is_identity
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      );
      for (const column of columns) {
        const generated =
          column.is_identity === "YES" ||
          String(column.column_default ?? "").startsWith("nextval(");
        facts.push(
          columnFact(
            table,
            {
              name: String(column.column_name),
              type: String(column.data_type),
              notNull: column.is_nullable === "NO",
              default: column.column_default === null ? null : String(column.column_default),
            },
            generated,
          ),
        );
      }
      facts.push(`primary key ${table} (${key.join(", ")})`);
      const indexes = await query(
        `SELECT i.relname AS name, ix.indisunique AS unique, ix.indpred IS NOT NULL AS partial,
           ARRAY(SELECT a.attname FROM unnest(ix.indkey) WITH ORDINALITY AS k (attnum, n)
                 JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum
                 ORDER BY k.n)::text[] AS columns
         FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid
         WHERE ix.indrelid = $1::regclass
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)`,
        [table],
      );
      for (const index of indexes) {
        facts.push(
          `index ${table}.${index.name} (${(index.columns as string[]).join(", ")})${index.unique ? " unique" : ""}${index.partial ? " partial" : ""}`,
        );
      }
      const constraints = await query(
        `SELECT c.contype, pg_get_constraintdef(c.oid) AS definition,
           c.confrelid::regclass::text AS referenced, c.confdeltype, c.confupdtype,
           ARRAY(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY AS k (attnum, n)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
                 ORDER BY k.n)::text[] AS columns,
           ARRAY(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY AS k (attnum, n)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum
                 ORDER BY k.n)::text[] AS referenced_columns
         FROM pg_constraint c WHERE c.conrelid = $1::regclass AND c.contype IN ('u', 'c', 'f')`,
        [table],
      );
      for (const constraint of constraints) {
        const named = constraint.columns as string[];
        if (constraint.contype === "u") facts.push(`unique ${table} (${named.join(", ")})`);
        else if (constraint.contype === "c")
          facts.push(checkFact(table, named, String(constraint.definition)));
        else {
          facts.push(
            `foreign key ${table} (${named.join(", ")}) references ${constraint.referenced} (${(constraint.referenced_columns as string[]).join(", ")}) on delete ${referentialAction[String(constraint.confdeltype)]} on update ${referentialAction[String(constraint.confupdtype)]}`,
          );
        }
      }
    }
    return facts.sort();
  } finally {
    await client.end();
  }
}

/** The facts only one side has, each prefixed with that side's name; empty when equal. */
export function schemaDifferences(
  a: { name: string; facts: string[] },
  b: { name: string; facts: string[] },
): string[] {
  const inA = new Set(a.facts);
  const inB = new Set(b.facts);
  return [
    ...a.facts.filter((f) => !inB.has(f)).map((f) => `only in ${a.name}: ${f}`),
    ...b.facts.filter((f) => !inA.has(f)).map((f) => `only in ${b.name}: ${f}`),
  ];
}
