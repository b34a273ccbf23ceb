/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` on both engines, as an operator runs
 * them: a backup taken while the server writes is consistent, a restore gives back every row
 * of every table, and a database that holds data is replaced only with --force.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { shippedDocuments } from "../../app/content/engine/content";
import { contentOperations } from "../../server/content/operations";
import {
  createDatabase,
  type InProcessApp,
  postForm,
  root,
  startInProcessApp,
  tempDir,
  validLead,
} from "./helpers";

const exec = promisify(execFile);

async function npmRun(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await exec("npm", ["run", "--silent", script, "--", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

type Rows = Record<string, string[]>;

/** Every row of every table, each as JSON, sorted. */
function sqliteRows(file: string): Rows {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    const rows: Rows = {};
    for (const { name } of tables)
      rows[name] = db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort();
    return rows;
  } finally {
    db.close();
  }
}

async function postgresRows(url: string): Promise<Rows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const rows: Rows = {};
    for (const { name } of tables.rows)
      rows[name] = (await client.query(`SELECT * FROM "${name}"`)).rows
        .map((row) => JSON.stringify(row))
        .sort();
    return rows;
  } finally {
    await client.end();
  }
}

async function postLeads(app: InProcessApp, prefix: string, count: number) {
  for (let i = 0; i < count; i++) {
    const { status } = await postForm(app.url, "/contact-us", validLead(`${prefix}${i}`));
    expect(status).toBe(200);
  }
}

let app: InProcessApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** One revision of the words (the agency's mobile number), as staff would publish it. */
async function publishRevision(running: InProcessApp) {
  const shipped = shippedDocuments();
  const result = await contentOperations(running.db).publish({
    topics: {
      site: { ...shipped.site, facts: { ...shipped.site.facts, phoneMobile: "+91 98110 24680" } },
    },
    note: "The real mobile number",
    author: "owner@agency.in",
  });
  expect(result.ok).toBe(true);
}

describe("backup and restore", () => {
  it("SQLite: a backup taken while leads arrive is consistent and restores every row", async () => {
    const dataDir = tempDir();
    app = await startInProcessApp({ DATA_DIR: dataDir });
    await postLeads(app, "before-", 20);
    await publishRevision(app);
    // The audit trail is in the backup like every table (its triggers too: a restore keeps it
    // append-only).
    await app.adminBackend.admin.audit.record({
      actor: null,
      kind: "lead.export",
      subject: "backup",
    });
    const backupFile = path.join(tempDir("backup-"), "leads.db");
    // Leads keep arriving while the backup runs.
    const writing = postLeads(app, "during-", 30);
    const backup = await npmRun("backup", [backupFile], { DATA_DIR: dataDir });
    await writing;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/backup: sqlite database written/);
    const snapshot = new Database(backupFile, { readonly: true });
    expect(snapshot.pragma("integrity_check", { simple: true })).toBe("ok");
    // A snapshot of one moment: every lead in it has its email in the outbox.
    const orphans = snapshot
      .prepare("SELECT COUNT(*) AS n FROM leads WHERE id NOT IN (SELECT lead_id FROM outbox)")
      .get() as { n: number };
    snapshot.close();
    expect(orphans.n).toBe(0);

    await app.close();
    app = undefined;
    const source = sqliteRows(path.join(dataDir, "leads.db"));
    expect(source.leads).toHaveLength(50);
    // The published words travel with the leads.
    expect(source.content_revisions).toHaveLength(1);
    expect(source.content_live).toHaveLength(1);
    expect(source.audit_log).toHaveLength(1);
    const quietBackup = path.join(tempDir("backup-"), "leads.db");
    expect((await npmRun("backup", [quietBackup], { DATA_DIR: dataDir })).code).toBe(0);

    const freshDir = path.join(tempDir(), "data");
    const restored = await npmRun("restore", [quietBackup], { DATA_DIR: freshDir });
    expect(restored.code, restored.output).toBe(0);
    expect(sqliteRows(path.join(freshDir, "leads.db"))).toEqual(source);
    // The restored database still refuses to change its audit trail.
    const restoredDb = new Database(path.join(freshDir, "leads.db"));
    expect(() => restoredDb.exec("UPDATE audit_log SET subject = 'x'")).toThrow(/append-only/);
    restoredDb.close();

    // The live database is not overwritten by mistake.
    const refused = await npmRun("restore", [backupFile], { DATA_DIR: freshDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty \(.*leads: 50.*\); pass --force/);
    expect(sqliteRows(path.join(freshDir, "leads.db"))).toEqual(source);
    const forced = await npmRun("restore", [backupFile, "--force"], { DATA_DIR: freshDir });
    expect(forced.code, forced.output).toBe(0);
    expect(sqliteRows(path.join(freshDir, "leads.db"))).toEqual(sqliteRows(backupFile));
  });

  it("PostgreSQL: pg_dump's backup restores every row into an empty database", async () => {
    const databaseUrl = await createDatabase(inject("databaseUrl"));
    app = await startInProcessApp({ DATA_DIR: tempDir(), DATABASE_URL: databaseUrl });
    await postLeads(app, "pg-", 25);
    await publishRevision(app);
    await app.adminBackend.admin.audit.record({
      actor: null,
      kind: "lead.export",
      subject: "backup",
    });
    await app.close();
    app = undefined;
    const source = await postgresRows(databaseUrl);
    expect(source.leads).toHaveLength(25);
    expect(source.content_revisions).toHaveLength(1);
    expect(source.audit_log).toHaveLength(1);
    const backupFile = path.join(tempDir("backup-"), "leads.pgdump");
    const backup = await npmRun("backup", [backupFile], { DATABASE_URL: databaseUrl });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/backup: postgres database written/);

    const emptyUrl = await createDatabase(inject("databaseUrl"));
    const restored = await npmRun("restore", [backupFile], { DATABASE_URL: emptyUrl });
    expect(restored.code, restored.output).toBe(0);
    expect(await postgresRows(emptyUrl)).toEqual(source);

    const refused = await npmRun("restore", [backupFile], { DATABASE_URL: emptyUrl });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty/);
    const forced = await npmRun("restore", [backupFile, "--force"], { DATABASE_URL: emptyUrl });
    expect(forced.code, forced.output).toBe(0);
    expect(await postgresRows(emptyUrl)).toEqual(source);

    // A SQLite backup is not restored into PostgreSQL.
    const wrong = await npmRun("restore", [backupFile], { DATA_DIR: tempDir() });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/postgres backup, but the configured database is sqlite/);
  });
});
