/**
 * Placeholders cannot go live by accident (docs/decisions/0008): every content module's
 * `placeholders` list reaches launch-check, which names each item and fails while any remain.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { socialPostFacts, uiUxFacts, uiUxNamedByBrief } from "./graphic/facts";
import { launchCheckReport, listPlaceholders, placeholderSources } from "./placeholders.server";
import { draftedSections, policyReview } from "./policies/review";
import { placeholderSchema } from "./schema";
import { replyTime, site } from "./site/facts";
import { placeholders as sitePlaceholders } from "./site/placeholders";
import { isPlaceholderPhone } from "./site/schema";

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "app/content");

/** Every topic's list of invented items: each placeholders.ts of app/content, by repository path. */
const placeholderFiles = (readdirSync(contentDir, { recursive: true }) as string[])
  .map((name) => name.split(path.sep).join("/"))
  .filter((name) => name.endsWith("/placeholders.ts"))
  .map((name) => `app/content/${name}`);

describe("placeholders", () => {
  it("gathers every topic's list, under its own file", async () => {
    expect(placeholderFiles.length).toBeGreaterThan(5);
    for (const file of placeholderFiles) {
      const mod = (await import(path.join(root, file))) as { placeholders?: unknown };
      expect(typeof mod.placeholders, file).toBe("function");
      expect(placeholderSources[file as keyof typeof placeholderSources], file).toBe(
        mod.placeholders,
      );
    }
    expect(Object.keys(placeholderSources).sort()).toEqual(placeholderFiles.sort());
  }, 30_000);

  it("describes each item: what it is, what it says now and what to replace it with", () => {
    const list = listPlaceholders();
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list)
      expect(() => placeholderSchema.parse(entry), entry.what).not.toThrow();
    const whats = list.map((entry) => entry.what);
    expect(new Set(whats).size).toBe(whats.length);
  });

  it("keeps every non-dialable number and the reserved domain listed while they are in site.ts", () => {
    const values = sitePlaceholders().map((entry) => entry.value);
    for (const phone of [site.phoneMobile, site.phoneDesktop]) {
      if (isPlaceholderPhone(phone.e164)) {
        expect(
          values.some((v) => v.includes(phone.display)),
          phone.display,
        ).toBe(true);
      }
    }
    if (isPlaceholderPhone(site.phoneMobile.e164)) {
      expect(values.some((v) => v.includes(site.chatUrl))).toBe(true);
    }
    if (site.domain.endsWith(".example")) {
      expect(values).toContain(site.domain);
    }
  });

  it("reports every item with its file, and fails while any remain", () => {
    const list = listPlaceholders();
    const { text, exitCode } = launchCheckReport(list);
    expect(exitCode).toBe(1);
    expect(text).toContain(`${list.length} placeholders remain`);
    for (const [i, entry] of list.entries()) {
      expect(text).toContain(`${i + 1}. ${entry.what}`);
      expect(text).toContain(entry.replaceWith);
    }
    for (const file of Object.keys(placeholderSources)) expect(text).toContain(`\n${file}\n`);
  });

  it("passes when nothing invented remains", () => {
    expect(launchCheckReport([]).exitCode).toBe(0);
    const one = listPlaceholders().slice(0, 1);
    expect(launchCheckReport(one)).toMatchObject({ exitCode: 1 });
    expect(launchCheckReport(one).text).toContain("1 placeholder remains");
  });

  it("npm run launch-check prints the list and exits non-zero", () => {
    const run = spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      [path.join(root, "scripts/launch-check.ts")],
      { cwd: root, encoding: "utf8", timeout: 60_000 },
    );
    expect(run.status).toBe(1);
    const list = listPlaceholders();
    expect(run.stdout).toContain(`${list.length} placeholders remain`);
    for (const entry of list) expect(run.stdout).toContain(entry.what);
  }, 60_000);
});

describe("launch-check lists each marked commitment and sample", () => {
  const list = listPlaceholders();
  const entry = (file: string, what: RegExp) =>
    list.filter((item) => item.file === file && what.test(item.what));

  it("lists the reply time with its value from the site's facts", () => {
    const [reply] = entry("app/content/site/placeholders.ts", /^Reply time/);
    expect(reply?.value).toBe(`${replyTime.days} working ${replyTime.days === 1 ? "day" : "days"}`);
  });

  it("lists every sample post and each UI/UX item the brief does not name", () => {
    const [posts] = entry("app/content/graphic/placeholders.ts", /social media posts/);
    expect(posts?.value.split(", ")).toEqual(socialPostFacts.map((post) => post.id));
    const [screens] = entry("app/content/graphic/placeholders.ts", /UI\/UX samples/);
    const unnamed = uiUxFacts.map((item) => item.id).filter((id) => !uiUxNamedByBrief.includes(id));
    expect(unnamed).toHaveLength(uiUxFacts.length - uiUxNamedByBrief.length);
    expect(screens?.value.split(", ")).toEqual(unnamed);
  });

  it("lists every policy section beyond the brief's terms, by page and id", () => {
    const drafted = draftedSections();
    const listed = entry("app/content/policies/placeholders.ts", /drafted, not in the brief$/);
    expect(listed).toHaveLength(drafted.length);
    for (const { policy, section } of drafted)
      expect(listed.map((item) => item.what)).toContain(
        `${policy}, section "${section.title}" (#${section.id}): drafted, not in the brief`,
      );
    // Each policy has a section on the list, and the kept ones are the brief's own terms.
    for (const { doc, givenOrSignedOff } of policyReview) {
      const ids = doc.parts.flatMap((part) => part.sections.map((section) => section.id));
      for (const id of givenOrSignedOff) expect(ids).toContain(id);
    }
    expect(new Set(drafted.map((item) => item.policy)).size).toBe(policyReview.length);
  });
});
