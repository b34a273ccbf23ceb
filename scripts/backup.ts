/**
 * Writes a backup of the site's database to FILE, while the server runs:
 *
 *   npm run backup -- /var/backups/site/leads-2026-11-25.db        (SQLite: DATA_DIR/leads.db)
 *   DATABASE_URL=postgres://… npm run backup -- leads.pgdump     (PostgreSQL: pg_dump -Fc)
 *
 * In production without tsx: node build/server-dist/backup.js FILE. The file is 0600 and
 * appears only once complete. See server/backup.ts and the README's "Backups".
 */
import path from "node:path";
import { backup, engineOf } from "../server/backup";

const file = process.argv[2];
if (!file || file.startsWith("-")) {
  console.error("usage: npm run backup -- FILE");
  process.exit(2);
}
const target = {
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  DATA_DIR: path.resolve(process.env.DATA_DIR || "./data"),
};
const started = performance.now();
try {
  const { bytes } = await backup(target, file);
  const ms = Math.round(performance.now() - started);
  console.log(
    `backup: ${engineOf(target)} database written to ${path.resolve(file)} (${bytes} bytes, ${ms} ms)`,
  );
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
