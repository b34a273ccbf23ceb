/**
 * Restores the site's database from a file `npm run backup` wrote:
 *
 *   npm run restore -- FILE            refuses a database that holds any row
 *   npm run restore -- FILE --force    replaces it
 *
 * Stop the server first (SQLite: it holds the old file open). In production without tsx:
 * node build/server-dist/restore.js FILE. See server/backup.ts and the README's restore drill.
 */
import path from "node:path";
import { engineOf, RestoreRefused, restore, rowCounts } from "../server/backup";

const args = process.argv.slice(2);
const force = args.includes("--force");
const file = args.find((arg) => !arg.startsWith("-"));
if (!file) {
  console.error("usage: npm run restore -- FILE [--force]");
  process.exit(2);
}
const target = {
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  DATA_DIR: path.resolve(process.env.DATA_DIR || "./data"),
};
try {
  await restore(target, file, { force });
  const counts = await rowCounts(target);
  console.log(
    `restore: ${engineOf(target)} database restored from ${path.resolve(file)} (${Object.entries(
      counts,
    )
      .map(([table, n]) => `${table} ${n}`)
      .join(", ")})`,
  );
} catch (error) {
  console.error(
    `restore ${error instanceof RestoreRefused ? "refused" : "failed"}: ${(error as Error).message}`,
  );
  process.exit(1);
}
