/**
 * Placeholders and open questions cannot go live by accident (docs/decisions/0008): every
 * topic's launch-check.ts names the fields that hold them; `npm run launch-check` lists each item
 * under its page until its fields are published with new values or an owner confirms it, and
 * fails while any remain.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitePages } from "~/base/site-routes";
import { placeholderPatterns } from "./checks";
import { shippedDocuments } from "./content";
import type { TopicDocument } from "./document";
import {
  coveredFields,
  type ItemStatus,
  launchCheckReport,
  launchCheckStatus,
} from "./launch-check";
import { launchCheckLists } from "./launch-check.server";
import { formatPath, stringsOf } from "./paths";

const root = path.resolve(import.meta.dirname, "../../..");
const shipped = shippedDocuments() as Record<string, TopicDocument>;
const lists = launchCheckLists();
const items = lists.flatMap(({ topic, items }) => items.map((item) => ({ topic, item })));
const pages = new Set<string>(["*", ...sitePages.map((page) => page.path)]);

describe("launch-check items", () => {
  it("have unique ids under their topic, a page of the site and fields that exist", () => {
    expect(items.length).toBeGreaterThan(5);
    const ids = items.map(({ item }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { topic, item } of items) {
      expect(item.id.startsWith(`${topic}.`), item.id).toBe(true);
      expect(pages.has(item.page), item.id).toBe(true);
      expect(item.fields.length, item.id).toBeGreaterThan(0);
      for (const field of item.fields) {
        const covered = coveredFields(shipped[topic] as TopicDocument, field);
        expect(covered.length, `${item.id}: ${field}`).toBeGreaterThan(0);
        for (const { value, path: at } of covered)
          expect(value, `${item.id}: ${formatPath(at)}`).toBeDefined();
      }
    }
  });

  it("cover every placeholder the shipped files hold (an example domain, a number of zeros)", () => {
    const uncovered: string[] = [];
    for (const [topic, document] of Object.entries(shipped)) {
      const covered = items
        .filter((entry) => entry.topic === topic)
        .flatMap(({ item }) => item.fields.flatMap((field) => coveredFields(document, field)))
        .map(({ path: at }) => formatPath(at));
      for (const part of ["facts", "en", "hi"] as const)
        for (const { path: at, text } of stringsOf(document[part], [part])) {
          if (!placeholderPatterns.some(({ pattern }) => pattern.test(text))) continue;
          const where = formatPath(at);
          if (!covered.some((field) => where === field || where.startsWith(`${field}.`)))
            uncovered.push(`${topic} ${where}: ${text}`);
        }
    }
    expect(uncovered).toEqual([]);
  });

  it("are all open as shipped, settle when every field changes or when confirmed", () => {
    const statuses = launchCheckStatus(lists, shipped, shipped, []);
    expect(statuses.filter((status) => status.settled)).toEqual([]);
    const site = structuredClone(shipped.site) as TopicDocument & {
      facts: { phoneMobile: string; emails: Record<string, string> };
    };
    site.facts.phoneMobile = "+91 98110 24680";
    site.facts.emails.hello = "hello@agency.in";
    const after = launchCheckStatus(lists, { ...shipped, site }, shipped, [
      { item: "site.hours", confirmedBy: "owner@agency.in", confirmedAt: 1 },
    ]);
    const status = (id: string) => after.find((s) => s.item.id === id) as ItemStatus;
    expect(status("site.phone-mobile")).toMatchObject({ settled: true, changed: 1, total: 1 });
    // One address of three changed: still open, and the report says how far it is.
    expect(status("site.emails")).toMatchObject({ settled: false, changed: 1, total: 3 });
    expect(status("site.hours")).toMatchObject({ settled: true, changed: 0 });
    expect(launchCheckReport(after).text).toContain("(1 of 3 changed)");
  });
});

describe("the launch-check report", () => {
  const statuses = launchCheckStatus(lists, shipped, shipped, []);

  it("lists every open item under its page, with its fields and id, and fails while any remain", () => {
    const { text, exitCode } = launchCheckReport(statuses);
    expect(exitCode).toBe(1);
    const placeholders = statuses.filter(({ item }) => item.kind === "placeholder").length;
    expect(text).toContain(`${placeholders} placeholders remain`);
    expect(text).toContain(`${statuses.length - placeholders} questions for the owner`);
    for (const { item } of statuses) {
      const at = text.indexOf(item.what);
      expect(at, item.what).toBeGreaterThan(0);
      const heading = item.page === "*" ? "Every page" : item.page;
      const headings = [...text.slice(0, at).matchAll(/\n(Every page|\/[^\s]*)\n/g)];
      expect(headings.at(-1)?.[1], item.what).toBe(heading);
    }
    for (const { item } of statuses.filter(({ item }) => item.fields.length > 0))
      expect(text).toContain(`item:      ${item.id}`);
  });

  it("passes when everything is settled", () => {
    const settled = statuses.map((status) => ({ ...status, settled: true }));
    expect(launchCheckReport(settled)).toMatchObject({ exitCode: 0 });
    expect(launchCheckReport(statuses.slice(0, 1)).text).toContain("1 placeholder remains");
  });

  it("npm run launch-check reads the server's database, prints the list and exits non-zero", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
    const run = spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      [path.join(root, "scripts/launch-check.ts")],
      { cwd: root, encoding: "utf8", timeout: 60_000, env: { ...process.env, DATA_DIR: dataDir } },
    );
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain(`${statuses.length} remaining of ${statuses.length}`);
    for (const { item } of statuses) expect(run.stdout).toContain(item.what);
  }, 60_000);
});
