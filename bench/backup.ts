/**
 * bench/backup: size and time of `npm run backup` and `npm run restore` for 10,000 leads (each
 * with its outbox row), on SQLite and on PostgreSQL (a throwaway cluster). Prints the figures.
 *
 *   npm run bench:backup            (BENCH_LEADS=10000, BENCH_TARGETS="sqlite,postgres")
 *
 * The leads are written through the server's own database code, with messages of a realistic
 * length (about 300 characters). Times include starting the program (node, tsx), as an
 * operator's cron job pays them.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openSiteDatabase } from "../server/db";
import { startPgCluster } from "../tests/support/pg-cluster";

const root = path.resolve(import.meta.dirname, "..");
const count = Number(process.env.BENCH_LEADS ?? 10_000);
const targets = (process.env.BENCH_TARGETS ?? "sqlite,postgres").split(",");
const tmp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

async function fill(config: { DATA_DIR: string; DATABASE_URL?: string }) {
  const db = await openSiteDatabase(config, () => {});
  const now = Date.now();
  const batch: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    batch.push(
      db.createLead(
        {
          id: randomUUID(),
          createdAt: now - i * 60_000,
          source: "contact",
          name: `Visitor ${i}`,
          email: `visitor.${i}@example.com`,
          phone: "+91 98110 24680",
          message:
            `We run a shop in Pune and need a website with a catalogue and enquiries (${i}). `
              .repeat(3)
              .concat(" || Contact Us Page"),
          pagePath: "/contact-us",
          userAgent:
            "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36",
          ipHash: randomUUID().replaceAll("-", ""),
          language: "en",
        },
        [{ kind: "notify", recipient: "hello@agency.example", status: "skipped" }],
      ),
    );
    if (batch.length === 200) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  await db.close();
}

function timed(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  execFileSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: "pipe",
  });
  return Math.round(performance.now() - started);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

for (const target of targets) {
  if (target === "sqlite") {
    const dataDir = tmp("bench-backup-");
    await fill({ DATA_DIR: dataDir });
    const live = statSync(path.join(dataDir, "leads.db")).size;
    const file = path.join(tmp("bench-backup-"), "leads.db");
    const backupMs = timed("backup", [file], { DATA_DIR: dataDir });
    const restoreMs = timed("restore", [file], {
      DATA_DIR: path.join(tmp("bench-restore-"), "data"),
    });
    console.log(
      `sqlite: ${count} leads; database ${kib(live)}; backup ${kib(statSync(file).size)} in ${backupMs} ms; restore ${restoreMs} ms`,
    );
  } else if (target === "postgres") {
    const cluster = await startPgCluster();
    try {
      const url = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query("CREATE DATABASE bench_source");
      await admin.query("CREATE DATABASE bench_restore");
      const size = async () =>
        Number((await admin.query("SELECT pg_database_size('bench_source') AS n")).rows[0]?.n ?? 0);
      await fill({ DATA_DIR: tmp("bench-unused-"), DATABASE_URL: url("bench_source") });
      const live = await size();
      const file = path.join(tmp("bench-backup-"), "leads.pgdump");
      const backupMs = timed("backup", [file], { DATABASE_URL: url("bench_source") });
      const restoreMs = timed("restore", [file], { DATABASE_URL: url("bench_restore") });
      await admin.end();
      console.log(
        `postgres: ${count} leads; database ${kib(live)}; backup ${kib(statSync(file).size)} (pg_dump -Fc) in ${backupMs} ms; restore ${restoreMs} ms`,
      );
    } finally {
      cluster.stop();
    }
  }
}
