/**
 * SQLite (better-sqlite3): one file in DATA_DIR, WAL journal, synchronous=FULL so a committed
 * lead survives a crash or power cut before the visitor is told it was received. better-sqlite3
 * is synchronous; each call is short, and one process owns the file. The folder is 0700 and the
 * files 0600 (private-files.ts). Runs the statements of sql.ts, each prepared once, and batches
 * lead writes into group commits.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { ensurePrivateDir, ensurePrivateFile, tightenIfPresent, type Warn } from "./private-files";
import { type Row, type SqliteEngine, type SyncQueries, sqliteDialect } from "./sql";

export function openSqliteEngine(file: string, warn: Warn): SqliteEngine {
  ensurePrivateDir(path.dirname(file), warn);
  // Created 0600 before SQLite opens it: SQLite gives its -wal and -shm files the database's
  // mode. Ones left by an older version (or a crash) are tightened too.
  ensurePrivateFile(file, warn);
  for (const suffix of ["-wal", "-shm", "-journal"]) tightenIfPresent(`${file}${suffix}`, warn);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  // Deleted rows are overwritten with zeros, not left in free pages (a deleted lead's text
  // must not stay readable in the file); leads.ts checkpoints the WAL after a deletion.
  db.pragma("secure_delete = ON");

  /** Prepared once per statement text (a few dozen; a dynamic filter adds a few variants). */
  const prepared = new Map<string, Database.Statement>();
  const statement = (text: string) => {
    let found = prepared.get(text);
    if (!found) {
      if (prepared.size >= 500) prepared.clear();
      found = db.prepare(text);
      prepared.set(text, found);
    }
    return found;
  };
  const sync: SyncQueries = {
    all: (text, params = []) => statement(text).all(...params) as Row[],
    get: (text, params = []) => statement(text).get(...params) as Row | undefined,
    run: (text, params = []) => statement(text).run(...params).changes,
    exec: (text) => {
      db.exec(text);
      // The schema may have changed: prepare again.
      prepared.clear();
    },
  };

  interface Pending {
    work: (sync: SyncQueries) => unknown;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  let pending: Pending[] = [];
  /** One transaction (one fsync) for every queued write; each write in its own savepoint. */
  function flush(): void {
    const batch = pending;
    pending = [];
    const outcomes: ({ value: unknown } | { error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const write of batch) {
          try {
            // A nested better-sqlite3 transaction is a savepoint.
            outcomes.push({ value: db.transaction(() => write.work(sync))() });
          } catch (error) {
            outcomes.push({ error: error ?? new Error("write failed") });
          }
        }
      }).immediate();
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, i) => {
      const outcome = outcomes[i];
      if (!outcome || "error" in outcome) write.reject(outcome?.error);
      else write.resolve(outcome.value);
    });
  }

  return {
    dialect: "sqlite",
    sql: sqliteDialect,
    all: async (text, params) => sync.all(text, params),
    get: async (text, params) => sync.get(text, params),
    run: async (text, params) => sync.run(text, params),
    exec: async (text) => sync.exec(text),
    immediate: (work) => db.transaction(() => work(sync)).immediate(),
    groupCommit<T>(work: (sync: SyncQueries) => T) {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (pending.length === 1) setImmediate(flush);
      });
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
