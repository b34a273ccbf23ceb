/**
 * The operator's command for the site's words and facts (docs/changing-words.md), against the
 * server's database (DATA_DIR or DATABASE_URL, as the server reads them):
 *
 *   npm run content -- status                      the live revision, and any topic served as shipped
 *   npm run content -- export DIR                  the live words and facts, a folder per topic
 *   npm run content -- publish DIR --note "…"      checks everything, publishes what changed
 *   npm run content -- confirm ITEM… [--note "…"]  settles launch-check items as they stand
 *   npm run content -- history [--limit N]         the revisions, newest first
 *   npm run content -- rollback REVISION           undoes what a revision changed
 *   npm run content -- resolve TOPIC PATH --move-to PATH | --drop
 *                                                  settles a staff value no longer shown
 *   npm run content -- check-release [--from DIR]  before a deploy: staff values this release
 *                                                  would stop showing (exit 1 if any is lost)
 *
 * `--by NAME` says who does it (default: the system user, "(command line)"); the audit trail
 * records publish, confirm and rollback with the system user and host as the actor, whatever
 * `--by` says. Every running
 * server follows a publish within seconds (CONTENT_POLL_MS), no restart. In production, without
 * tsx: node build/server-dist/content.js …
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { describeIssue } from "../app/content/engine/checks";
import { launchCheckLists } from "../app/content/engine/launch-check.server";
import { describeValue } from "../app/content/engine/overlay";
import { formatPath } from "../app/content/engine/paths";
import { commandLineActor, createAuditTrail } from "../server/admin/audit";
import {
  checkRelease,
  liveChangesFromFolder,
  liveChangesOf,
  type ReleaseCheck,
} from "../server/content/check-release";
import { contentOperations } from "../server/content/operations";
import { settleContent } from "../server/content/settle";
import { openSiteDatabase } from "../server/db";
import { createLogger } from "../server/log";

const usage = `usage:
  npm run content -- status
  npm run content -- export DIR
  npm run content -- publish DIR --note "what changed and why"
  npm run content -- confirm ITEM [ITEM…] [--note "…"]
  npm run content -- history [--limit N]
  npm run content -- rollback REVISION [--note "…"]
  npm run content -- resolve TOPIC PATH (--move-to PATH | --drop)
  npm run content -- check-release [--from EXPORT_DIR]
options: --by NAME (who; default: the system user)`;

const ist = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      note: { type: "string" },
      by: { type: "string" },
      limit: { type: "string" },
      "move-to": { type: "string" },
      drop: { type: "boolean" },
      from: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) fail(usage, values.help ? 0 : 2);
  const author = values.by?.trim() || `${commandLineActor().systemUser} (command line)`;

  // check-release from an export needs no database.
  if (command === "check-release" && values.from) {
    process.exitCode = reportRelease(
      checkRelease(await liveChangesFromFolder(path.resolve(values.from))),
    );
    return;
  }
  const db = await openSiteDatabase({
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    DATA_DIR: path.resolve(process.env.DATA_DIR || "./data"),
  });
  // A command that reads or writes the live words settles them for this release first, as a
  // server's start does; check-release only reads.
  if (command !== "check-release") await settleContent(db);
  const content = contentOperations(db);
  /**
   * The audit trail's entry of a command that changed the site, as the words editor records
   * one: the actor is who ran it on this machine (commandLineActor: the system user and the host
   * name, which `--by` does not change), with no address (not a web request).
   */
  const audit = createAuditTrail({ repo: db, logger: createLogger("silent"), retentionDays: 0 });
  const recordCommand = async (
    kind: "content.publish" | "content.rollback" | "content.confirm",
    subject: string,
    details: Record<string, unknown>,
  ) => {
    try {
      await audit.record({
        actor: commandLineActor(),
        kind,
        subject,
        details: { ...details, via: `content ${command}`, author },
      });
    } catch (error) {
      console.error(`content: done, but not recorded in the audit trail: ${String(error)}`);
      process.exitCode = 1;
    }
  };
  try {
    switch (command) {
      case "status": {
        const live = await content.live();
        const revision = live.content.revision;
        console.log(
          revision === 0
            ? "content: revision 0, the shipped words (nothing published yet)"
            : `content: revision ${revision} is live`,
        );
        for (const [topic, revision] of Object.entries(live.topicRevisions))
          console.log(`  ${topic}: revision ${revision}`);
        for (const problem of live.problems)
          console.log(
            `  ${problem.topic}: SHIPPED WORDS SERVED: revision ${problem.revisionId} no longer passes this release's rules (${problem.reason}); publish it again`,
          );
        for (const [topic, changes] of Object.entries(live.unplaced))
          for (const change of changes)
            console.log(
              `  ${topic}: no longer shown: was "${describeValue(change)}" at ${formatPath(change.path)}; npm run content -- resolve ${topic} ${formatPath(change.path)} --move-to FIELD | --drop`,
            );
        process.exitCode = live.problems.length > 0 ? 1 : 0;
        return;
      }
      case "check-release": {
        process.exitCode = reportRelease(checkRelease(await liveChangesOf(db)));
        return;
      }
      case "resolve": {
        const [topic, at] = args;
        const moveTo = values["move-to"]?.trim();
        if (!topic || !at || (!moveTo && !values.drop) || (moveTo && values.drop)) fail(usage, 2);
        const result = await content.resolve({ topic, path: at, moveTo, author });
        if (!result.ok) fail(`content: nothing changed: ${result.message}`);
        await recordCommand("content.publish", `content:${topic}`, {
          revision: result.revision,
          topics: [topic],
          resolved: at,
          ...(moveTo ? { movedTo: moveTo } : { dropped: true }),
        });
        console.log(
          `content: ${topic} ${at} ${moveTo ? `moved to ${moveTo}` : "dropped"} as revision ${result.revision}`,
        );
        return;
      }
      case "export": {
        const dir = args[0] ?? fail(usage, 2);
        const { revision, topics } = await content.exportTo(dir);
        console.log(
          `content: exported revision ${revision} (${topics} topics) to ${path.resolve(dir)}`,
        );
        return;
      }
      case "publish": {
        const dir = args[0] ?? fail(usage, 2);
        const note = values.note?.trim();
        if (!note) fail('publish needs a note: --note "what changed and why"', 2);
        const folder = await content.readFolder(dir);
        if (folder.unreadable.length > 0)
          fail(
            [
              "content: nothing published: these files are not valid JSON",
              ...folder.unreadable.map(({ file, error }) => `  ${file}: ${error}`),
            ].join("\n"),
          );
        const result = await content.publish({
          topics: folder.topics,
          note,
          author,
          basedOn: folder.basedOn,
        });
        if (!result.ok) {
          if (result.reason === "nothing") {
            console.log("content: nothing changed; nothing published");
            return;
          }
          const lines =
            result.reason === "invalid"
              ? [
                  `content: nothing published: ${result.issues.length} ${result.issues.length === 1 ? "problem" : "problems"}`,
                  ...result.issues.map((issue) => `  ${describeIssue(issue)}`),
                ]
              : result.reason === "stale"
                ? [
                    "content: nothing published: somebody published these topics after your export, and you changed them too",
                    ...result.stale.map(
                      ({ topic, changedBy }) => `  ${topic}: changed by revision ${changedBy}`,
                    ),
                    "Export again, make your change there, and publish that.",
                  ]
                : [`content: nothing published: unknown topics ${result.topics.join(", ")}`];
          fail(lines.join("\n"));
        }
        await recordCommand(
          "content.publish",
          result.changed.map((topic) => `content:${topic}`).join(" "),
          { revision: result.revision, topics: result.changed, note },
        );
        console.log(
          `content: published revision ${result.revision} (${result.changed.join(", ")}); every server shows it within seconds`,
        );
        for (const warning of result.warnings) console.log(`  warning: ${describeIssue(warning)}`);
        const open = (await content.launchCheck()).filter((status) => !status.settled);
        if (open.length > 0)
          console.log(`launch-check: ${open.length} items remain (npm run launch-check)`);
        return;
      }
      case "confirm": {
        if (args.length === 0) fail(usage, 2);
        const result = await content.confirm(args, author, values.note?.trim() || undefined);
        if (!result.ok)
          fail(
            `content: nothing confirmed: no launch-check item ${result.unknown.join(", ")} (npm run launch-check lists their ids)`,
          );
        const topicOf = new Map(
          launchCheckLists().flatMap(({ topic, items }) => items.map((item) => [item.id, topic])),
        );
        const topics = [...new Set(args.map((item) => topicOf.get(item) ?? "launch-check"))];
        await recordCommand(
          "content.confirm",
          topics.map((topic) => `content:${topic}`).join(" "),
          { revision: result.revision, items: args },
        );
        console.log(`content: confirmed ${args.join(", ")} as revision ${result.revision}`);
        return;
      }
      case "history": {
        const limit = Number(values.limit ?? 20);
        if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a positive number", 2);
        const revisions = await content.history(limit);
        if (revisions.length === 0) {
          console.log("content: no revision yet: the site shows the shipped words (revision 0)");
          return;
        }
        for (const revision of revisions) {
          const what =
            revision.kind === "confirm"
              ? `confirmed ${revision.confirmed.map((c) => c.item).join(", ")}`
              : revision.topics.join(", ");
          const undo = revision.reverts ? ` (undoes ${revision.reverts})` : "";
          console.log(
            `${revision.id}\t${ist.format(new Date(revision.createdAt))} IST\t${revision.author}\t${revision.kind}${undo}\t${what}\t${revision.note}`,
          );
        }
        return;
      }
      case "rollback": {
        const id = Number(args[0]);
        if (!Number.isInteger(id) || id < 1) fail(usage, 2);
        const result = await content.rollback(id, author, values.note?.trim() || undefined);
        if (!result.ok)
          fail(
            [
              `content: nothing rolled back: ${result.message}`,
              ...(result.issues ?? []).map((issue) => `  ${describeIssue(issue)}`),
            ].join("\n"),
          );
        // The topics of the revision undone, as stored.
        await recordCommand(
          "content.rollback",
          result.topics.map((topic) => `content:${topic}`).join(" ") || "content:confirmations",
          { revision: result.revision, undoes: id, topics: result.topics },
        );
        console.log(
          `content: revision ${id} undone as revision ${result.revision} (${result.topics.join(", ") || "confirmations"})`,
        );
        return;
      }
      default:
        fail(usage, 2);
    }
  } finally {
    await db.close();
  }
}

/** Prints what check-release found; the exit code (1: a staff value would be lost). */
function reportRelease(check: ReleaseCheck): number {
  const lost = check.findings.filter((finding) => finding.fate === "lost");
  for (const finding of check.findings) {
    const what = `${finding.topic} ${finding.path} (was "${finding.was}")`;
    if (finding.fate === "migrated") console.log(`  migrated by ${finding.migration}: ${what}`);
    else if (finding.fate === "setAside")
      console.log(`  set aside by ${finding.migration}, listed for staff to move or drop: ${what}`);
    else
      console.log(`  LOST: no longer shown and no content migration says where it goes: ${what}`);
  }
  for (const { topic, reason } of check.refused)
    console.log(`  REFUSED: ${topic} would be served as shipped: ${reason}`);
  if (check.ok)
    console.log(
      check.findings.length === 0
        ? "check-release: every staff value is still shown by this release"
        : "check-release: no staff value would be lost",
    );
  else
    console.log(
      `check-release: ${lost.length} staff ${lost.length === 1 ? "value" : "values"} would stop being shown${check.refused.length ? `, ${check.refused.length} topics refused` : ""}: add a content migration (app/content/engine/migrations.ts) before you deploy`,
    );
  return check.ok ? 0 : 1;
}

await main();
