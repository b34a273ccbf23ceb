/**
 * `npm run launch-check`: lists, page by page, every invented item and unconfirmed commitment
 * still live (what it is, what it says now, what to put in its place, its fields and its id) and
 * every question the brief leaves to the owner, and exits 1 while any remain
 * (docs/decisions/0008). It reads the live content of the server's database (DATA_DIR or
 * DATABASE_URL): an item is settled once its fields are published with new values, or confirmed
 * (npm run content -- confirm ITEM). A list whose count differs from the brief's is printed as
 * advice after the report and does not change the exit code.
 */
import path from "node:path";
import type { TopicDocument } from "../app/content/engine/document";
import { launchCheckReport } from "../app/content/engine/launch-check";
import { listCountAdvice } from "../app/content/engine/list-bounds";
import { contentOperations } from "../server/content/operations";
import { openSiteDatabase } from "../server/db";

const db = await openSiteDatabase({
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  DATA_DIR: path.resolve(process.env.DATA_DIR || "./data"),
});
try {
  const operations = contentOperations(db);
  const statuses = await operations.launchCheck();
  const live = await operations.live();
  // A list whose count differs from the brief's is advice, never a failure.
  const advice = listCountAdvice(live.content.documents as Record<string, TopicDocument>);
  const { text, exitCode } = launchCheckReport(
    statuses,
    advice.map((note) => note.text),
  );
  process.stdout.write(text);
  process.exitCode = exitCode;
} finally {
  await db.close();
}
