/**
 * Backup and restore of the site's database, for `npm run backup -- FILE` and
 * `npm run restore -- FILE [--force]` (scripts/backup.ts, scripts/restore.ts); the engine is the
 * one the server uses (DATABASE_URL, or DATA_DIR/leads.db).
 *
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup()`), which copies a consistent
 *   snapshot page by page while the server goes on writing; the backup is a SQLite file.
 *   Restore copies it into a new file beside the database and renames it over the old one
 *   (the server must be stopped: it holds the old file open).
 * - PostgreSQL: pg_dump in its custom format (compressed, restorable table by table);
 *   restore runs pg_restore in one transaction, so a failed restore changes nothing.
 *
 * Restore refuses a database that holds any row (schema_migrations aside) unless forced.
 * See docs/decisions/0015-deploy.md and the README's "Backups".
 */
import { execFile } from "node:child_process";
import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { ensurePrivateDir, ensurePrivateFile } from "./db/private-files";

const run = promisify(execFile);

export interface BackupTarget {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

export type Engine = "sqlite" | "postgres";

export const engineOf = (target: BackupTarget): Engine =>
  target.DATABASE_URL ? "postgres" : "sqlite";

export const sqliteFile = (target: BackupTarget) => path.join(target.DATA_DIR, "leads.db");

const quiet = () => {};

/** A PostgreSQL client program: PGBIN's, else the one on PATH. */
function pgProgram(name: "pg_dump" | "pg_restore"): string {
  const dirs = [process.env.PGBIN, "/usr/lib/postgresql/15/bin"].filter(Boolean) as string[];
  for (const dir of dirs) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return name;
}

/** What a backup file holds, from its first bytes. */
export function backupFormat(file: string): Engine | null {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(16);
    readSync(fd, head, 0, 16, 0);
    if (head.toString("latin1").startsWith("SQLite format 3")) return "sqlite";
    if (head.toString("latin1").startsWith("PGDMP")) return "postgres";
    return null;
  } finally {
    closeSync(fd);
  }
}

export async function backup(target: BackupTarget, file: string): Promise<{ bytes: number }> {
  const out = path.resolve(file);
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  if (engineOf(target) === "sqlite") {
    const source = sqliteFile(target);
    if (!existsSync(source)) throw new Error(`no database at ${source}`);
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      ensurePrivateFile(partial, quiet);
      await db.backup(partial);
    } finally {
      db.close();
    }
  } else {
    ensurePrivateFile(partial, quiet);
    await run(pgProgram("pg_dump"), [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${partial}`,
      `--dbname=${target.DATABASE_URL}`,
    ]);
  }
  // Only a complete backup takes the name: a cut-off run leaves FILE.partial, never a short FILE.
  renameSync(partial, out);
  return { bytes: statSync(out).size };
}

/** Rows per table (schema_migrations aside) of the configured database; {} when it has none. */
export async function rowCounts(target: BackupTarget): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (engineOf(target) === "sqlite") {
    const file = sqliteFile(target);
    if (!existsSync(file) || statSync(file).size === 0) return counts;
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      for (const { name } of tables) {
        const row = db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number };
        counts[name] = row.n;
      }
    } finally {
      db.close();
    }
    return counts;
  }
  const client = new pg.Client({ connectionString: target.DATABASE_URL });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { name } of tables.rows) {
      const row = await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM "${name}"`);
      counts[name] = Number(row.rows[0]?.n ?? 0);
    }
  } finally {
    await client.end();
  }
  return counts;
}

export class RestoreRefused extends Error {}

export async function restore(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new RestoreRefused(`no backup at ${source}`);
  const engine = engineOf(target);
  const format = backupFormat(source);
  if (format !== engine) {
    throw new RestoreRefused(
      `${source} is ${format ? `a ${format} backup` : "no backup this tool wrote"}, but the configured database is ${engine} (${engine === "postgres" ? "DATABASE_URL is set" : "DATABASE_URL is unset"})`,
    );
  }
  const held = Object.entries(await rowCounts(target)).filter(
    ([table, n]) => table !== "schema_migrations" && n > 0,
  );
  if (held.length > 0 && !options.force) {
    throw new RestoreRefused(
      `the database is not empty (${held.map(([table, n]) => `${table}: ${n}`).join(", ")}); pass --force to replace it`,
    );
  }
  if (engine === "sqlite") {
    const dest = sqliteFile(target);
    ensurePrivateDir(path.dirname(dest), quiet);
    const next = `${dest}.restoring`;
    rmSync(next, { force: true });
    ensurePrivateFile(next, quiet);
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(next);
    } finally {
      db.close();
    }
    // The old file's journal must not be replayed into the restored one.
    for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(`${dest}${suffix}`, { force: true });
    renameSync(next, dest);
    return;
  }
  await run(pgProgram("pg_restore"), [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${target.DATABASE_URL}`,
    source,
  ]);
}
