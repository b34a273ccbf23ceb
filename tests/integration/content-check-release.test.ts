/**
 * `npm run content -- check-release`, `status` and `resolve` as an operator runs them (the
 * compiled build/server-dist/content.js): this release against the committed export of live
 * words (tests/integration/fixtures/live-words, where `npm test` checks every release), an export
 * whose staff value this release has no field for, and a database holding such a value, listed
 * by status and settled by resolve as a revision and an audit entry.
 */
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readLiveContent } from "../../server/content/live";
import { contentOperations } from "../../server/content/operations";
import { openSiteDatabase } from "../../server/db";
import { contentCommand } from "../support/content-command";
import { root, tempDir } from "./helpers";

const content = (dataDir: string, ...args: string[]) => contentCommand(dataDir)(...args);

const fixture = path.join(root, "tests/integration/fixtures/live-words");

describe("npm run content -- check-release", () => {
  it("passes this release against the committed live words", async () => {
    const result = await content(tempDir(), "check-release", "--from", fixture);
    expect(result.stdout).toContain("every staff value is still shown by this release");
    expect(result.code).toBe(0);
  });

  it("fails, naming the value, when this release has no field for a staff value", async () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true });
    writeFileSync(
      path.join(dir, "shell/changes.json"),
      JSON.stringify([
        { path: ["en", "ui", "skipLink"], value: "Jump to the content" },
        { path: ["en", "ui", "header", "callUsOld"], value: "Ring us now" },
      ]),
    );
    const result = await content(tempDir(), "check-release", "--from", dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'LOST: no longer shown and no content migration says where it goes: shell en.ui.header.callUsOld (was "Ring us now")',
    );
  });

  it("a value no longer shown in a database: listed by status, failed by check-release, settled by resolve", async () => {
    const dataDir = tempDir();
    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    try {
      // As a release that renamed a field leaves it: a staff value at a path it no longer has.
      const live = await readLiveContent(db);
      const appended = await db.appendRevision({
        createdAt: Date.now(),
        author: "owner@example.com",
        note: "words of an earlier release",
        kind: "publish",
        basedOn: 0,
        topics: { shell: live.content.documents.shell },
        overlays: {
          shell: [
            { path: ["en", "ui", "skipLink"], value: "Jump to the content" },
            { path: ["en", "ui", "header", "callUsOld"], value: "Ring us now" },
          ],
        },
      });
      expect(appended.ok).toBe(true);
    } finally {
      await db.close();
    }
    const status = await content(dataDir, "status");
    expect(status.stdout).toContain(
      'shell: no longer shown: was "Ring us now" at en.ui.header.callUsOld',
    );
    expect(status.stdout).not.toContain("SHIPPED WORDS SERVED");
    expect((await content(dataDir, "check-release")).code).toBe(1);

    const resolved = await content(
      dataDir,
      "resolve",
      "shell",
      "en.ui.header.callUsOld",
      "--move-to",
      "en.ui.header.callUs",
    );
    expect(resolved.stderr).toBe("");
    expect(resolved.stdout).toMatch(
      /shell en\.ui\.header\.callUsOld moved to en\.ui\.header\.callUs as revision 2/,
    );
    expect((await content(dataDir, "status")).stdout).not.toContain("no longer shown");
    expect((await content(dataDir, "check-release")).code).toBe(0);

    const after = await openSiteDatabase({ DATA_DIR: dataDir });
    try {
      const words = (await contentOperations(after).live()).content.documents.shell.en;
      expect(words.ui.header.callUs).toBe("Ring us now");
      expect(words.ui.skipLink).toBe("Jump to the content");
      const audit = (await after.listAudit({ limit: 1 })).items[0];
      expect(audit).toMatchObject({ kind: "content.publish", subject: "content:shell" });
      expect(JSON.stringify(audit?.details)).toContain("en.ui.header.callUsOld");
    } finally {
      await after.close();
    }
  });
});
