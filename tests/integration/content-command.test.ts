/**
 * `npm run content` as an operator runs it in production (the compiled
 * build/server-dist/content.js) against a SQLite DATA_DIR: export, publish, history, confirm,
 * rollback and status; and every kind of bad edit refused with the topic, the part and the
 * field named, a non-zero exit and nothing published.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openSiteDatabase } from "../../server/db";
import { contentCommand, editExportFile, type Json } from "../support/content-command";
import { root, tempDir } from "./helpers";

const run = promisify(execFile);

describe("npm run content", () => {
  it("refuses each kind of bad edit, naming the field, and publishes nothing", async () => {
    const content = contentCommand(tempDir());
    const bad: [string, string, (value: Json) => void, RegExp][] = [
      [
        "a price that is not a number",
        "pricing/facts.json",
        (facts) => {
          facts.graphicPrices[0].price = "999 rupees";
        },
        /pricing facts\.graphicPrices\.logo-design\.price: Invalid input: expected number/,
      ],
      [
        "a lost slot",
        "pricing/hi.json",
        (words) => {
          words.pageRange = "{min} पेज";
        },
        /pricing hi\.pageRange: keep \{max\}/,
      ],
      [
        "a string over its limit",
        "pricing/en.json",
        (words) => {
          words.graphic["logo-design"].name = "Logo Design ".repeat(10).trim();
        },
        /pricing en\.graphic\.logo-design\.name: Too big: expected string to have <=\d+ characters/,
      ],
      [
        "placeholder text written into a field",
        "site/facts.json",
        (facts) => {
          facts.emails.careers = "jobs@agency.example";
        },
        /site facts\.emails\.careers: "agency\.example" is an example address/,
      ],
      [
        "a Hindi field left in English",
        "pricing/hi.json",
        (words) => {
          words.graphic["logo-design"].name = "Logo Design";
        },
        /pricing hi\.graphic\.logo-design\.name: is the English text: translate it/,
      ],
      [
        "a part nested 300 deep (measured before anything walks it)",
        "pricing/en.json",
        (words) => {
          let deep: Json = { leaf: "x" };
          for (let level = 0; level < 300; level++) deep = { deeper: deep };
          words.pageRange = deep;
        },
        /pricing en: the document is not a topic's shape: it is nested more than 16 levels deep/,
      ],
      [
        "a file that is not JSON",
        "pricing/en.json",
        () => {
          throw new Error("written below");
        },
        /pricing\/en\.json: .*JSON/,
      ],
    ];
    for (const [what, file, change, message] of bad) {
      const dir = tempDir("content-export-");
      expect((await content("export", dir)).code).toBe(0);
      if (what === "a file that is not JSON") writeFileSync(path.join(dir, file), '{ "graphic": ');
      else editExportFile(dir, file, change);
      const result = await content("publish", dir, "--note", what);
      expect(result.code, what).toBe(1);
      expect(result.stderr, what).toMatch(/^content: nothing published/);
      expect(result.stderr, what).toMatch(message);
    }
    expect((await content("history")).stdout).toMatch(/no revision yet/);
    expect((await content("publish", tempDir(), "--note", "empty")).stdout).toMatch(
      /nothing changed/,
    );
    expect((await content("publish", tempDir())).code).toBe(2);
  }, 120_000);

  it("publishes, lists, confirms and rolls back, each a revision with who and the note", async () => {
    const dataDir = tempDir();
    const content = contentCommand(dataDir);
    const dir = tempDir("content-export-");
    await content("export", dir);
    expect(JSON.parse(readFileSync(path.join(dir, "revision.json"), "utf8")).version).toBe(0);
    // The export of the shipped words is the shipped files, byte for byte.
    for (const file of ["pricing/facts.json", "pricing/hi.json", "site/en.json"])
      expect(readFileSync(path.join(dir, file), "utf8"), file).toBe(
        readFileSync(path.join(root, "app/content", file), "utf8"),
      );
    editExportFile(dir, "pricing/facts.json", (facts) => {
      facts.graphicPrices[0].price = 1299;
    });
    const published = await content("publish", dir, "--note", "Logo price", "--by", "Asha");
    expect(published.stdout).toMatch(/^content: published revision 1 \(pricing\)/);
    const confirmed = await content("confirm", "site.hours", "--by", "Asha");
    expect(confirmed.stdout).toMatch(/confirmed site\.hours as revision 2/);
    const history = (await content("history")).stdout.trim().split("\n");
    expect(history).toHaveLength(2);
    expect(history[0]).toMatch(/^2\t.* IST\tAsha\tconfirm\tconfirmed site\.hours\t/);
    expect(history[1]).toMatch(/^1\t.* IST\tAsha\tpublish\tpricing\tLogo price$/);
    const launchCheck = await run(process.execPath, ["build/server-dist/launch-check.js"], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    }).catch((error: { stdout: string }) => error);
    expect((launchCheck as { stdout: string }).stdout).not.toMatch(/item: {6}site\.hours\n/);
    const undo = await content("rollback", "1", "--by", "Asha");
    expect(undo.stdout).toMatch(/revision 1 undone as revision 3 \(pricing\)/);
    const again = tempDir("content-export-");
    await content("export", again);
    expect(readFileSync(path.join(again, "pricing/facts.json"), "utf8")).toBe(
      readFileSync(path.join(root, "app/content/pricing/facts.json"), "utf8"),
    );
    expect((await content("status")).stdout).toMatch(/revision 3 is live/);

    // Each command that changed the site is in the audit trail, as the editor's are, with the
    // system user and host as the actor (not --by's name), the topics, and no address.
    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    try {
      const { items } = await db.listAudit({ limit: 10 });
      // No staff account: the system user and host are in the details (commandLineActor).
      expect(items.map((entry) => [entry.kind, entry.subject, entry.actorEmail])).toEqual([
        ["content.rollback", "content:pricing", null],
        ["content.confirm", "content:site", null],
        ["content.publish", "content:pricing", null],
      ]);
      for (const entry of items) {
        expect(entry.actorId).toBeNull();
        expect(entry.ipHash).toBeNull();
        expect(entry.details).toMatchObject({
          systemUser: os.userInfo().username,
          host: os.hostname(),
          author: "Asha",
        });
      }
      expect(items[0]?.details).toMatchObject({ revision: 3, undoes: 1, topics: ["pricing"] });
      expect(items[1]?.details).toMatchObject({ revision: 2, items: ["site.hours"] });
      expect(items[2]?.details).toMatchObject({ revision: 1, note: "Logo price" });
    } finally {
      await db.close();
    }
  }, 120_000);
});
