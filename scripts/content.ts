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
 *
 * `--by NAME` says who does it (default: the system user, "(command line)"); the audit trail
 * records publish, confirm and rollback with the system user and host as the actor, whatever
 * `--by` says. Every running
 * server follows a publish within seconds (CONTENT_POLL_MS), no restart. In production, without
 * tsx: node build/server-dist/content.js …
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { describeIssue } from "../app/content/checks";
import { launchCheckLists } from "../app/content/launch-check.server";
import { commandLineActor, createAuditTrail } from "../server/admin/audit";
import { contentOperations } from "../server/content/operations";
import { openSiteDatabase } from "../server/db";
import { createLogger } from "../server/log";

const usage = `usage:
  npm run content -- status
  npm run content -- export DIR
  npm run content -- publish DIR --note "what changed and why"
  npm run content -- confirm ITEM [ITEM…] [--note "…"]
  npm run content -- history [--limit N]
  npm run content -- rollback REVISION [--note "…"]
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
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) fail(usage, values.help ? 0 : 2);
  const author = values.by?.trim() || `${commandLineActor().systemUser} (command line)`;

  const db = await openSiteDatabase({
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    DATA_DIR: path.resolve(process.env.DATA_DIR || "./data"),
  });
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
        const version = live.content.version;
        console.log(
          version === 0
            ? "content: revision 0, the shipped words (nothing published yet)"
            : `content: revision ${version} is live`,
        );
        for (const [topic, revision] of Object.entries(live.topicRevisions))
          console.log(`  ${topic}: revision ${revision}`);
        for (const problem of live.problems)
          console.log(
            `  ${problem.topic}: SHIPPED WORDS SERVED: revision ${problem.revisionId} no longer passes this release's rules (${problem.reason}); publish it again`,
          );
        process.exitCode = live.problems.length > 0 ? 1 : 0;
        return;
      }
      case "export": {
        const dir = args[0] ?? fail(usage, 2);
        const { version, topics } = await content.exportTo(dir);
        console.log(
          `content: exported revision ${version} (${topics} topics) to ${path.resolve(dir)}`,
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

await main();
