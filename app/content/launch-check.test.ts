/**
 * Placeholders and open questions cannot go live by accident (docs/decisions/0008): every
 * topic's launch-check.ts reaches `npm run launch-check`, which names each item under its page
 * and fails while any remain.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { socialPostFacts, uiUxFacts, uiUxNamedByBrief } from "./graphic/facts";
import { launchCheckReport, launchCheckSources, listLaunchCheck } from "./launch-check.server";
import { draftedSections, policyReview } from "./policies/review";
import { ownerQuestionSchema, placeholderSchema } from "./schema";
import { replyTime, site } from "./site/facts";
import { placeholders as sitePlaceholders } from "./site/launch-check";
import { isPlaceholderPhone } from "./site/schema";

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "app/content");

/** Every topic's launch-check.ts, by repository path. */
const launchCheckFiles = (readdirSync(contentDir, { recursive: true }) as string[])
  .map((name) => name.split(path.sep).join("/"))
  .filter((name) => name.endsWith("/launch-check.ts"))
  .map((name) => `app/content/${name}`);

describe("launch-check", () => {
  it("gathers every topic's lists, under their own file", async () => {
    expect(launchCheckFiles.length).toBeGreaterThan(5);
    for (const file of launchCheckFiles) {
      const mod = (await import(path.join(root, file))) as Record<string, unknown>;
      const source = launchCheckSources[file];
      expect(source, file).toBeDefined();
      expect(mod.placeholders ?? mod.questions, file).toBeTypeOf("function");
      expect(source?.placeholders, file).toBe(mod.placeholders);
      expect(source?.questions, file).toBe(mod.questions);
    }
    expect(Object.keys(launchCheckSources).sort()).toEqual(launchCheckFiles.sort());
  }, 30_000);

  it("describes each item under its page: what it is and says now, or the question and what the site shows meanwhile", () => {
    const list = listLaunchCheck();
    expect(list.some((item) => item.kind === "placeholder")).toBe(true);
    expect(list.some((item) => item.kind === "question")).toBe(true);
    for (const item of list) {
      const { kind: _kind, file: _file, ...entry } = item;
      const schema = item.kind === "placeholder" ? placeholderSchema : ownerQuestionSchema;
      expect(() => schema.parse(entry), JSON.stringify(entry).slice(0, 80)).not.toThrow();
    }
    const names = list.map((item) => (item.kind === "placeholder" ? item.what : item.question));
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps every non-dialable number and the reserved domain listed while they are in site/facts.ts", () => {
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

  it("reports every item under its page with its file, and fails while any remain", () => {
    const list = listLaunchCheck();
    const { text, exitCode } = launchCheckReport(list);
    expect(exitCode).toBe(1);
    const placeholders = list.filter((item) => item.kind === "placeholder");
    expect(text).toContain(`${placeholders.length} placeholders remain`);
    expect(text).toContain(`${list.length - placeholders.length} questions for the owner`);
    for (const [i, item] of list.entries()) {
      expect(text).toContain(item.file);
      if (item.kind === "placeholder") expect(text).toContain(item.replaceWith);
      else expect(text).toContain(`Question: ${item.question}`);
      // Under its page's heading: the nearest heading above the item is its page.
      const at = text.indexOf(item.kind === "placeholder" ? item.what : item.question);
      const heading = item.page === "*" ? "\nEvery page\n" : `\n${item.page}\n`;
      const headings = [...text.slice(0, at).matchAll(/\n(Every page|\/[^\s]*)\n/g)];
      expect(`\n${headings.at(-1)?.[1]}\n`, `item ${i + 1}`).toBe(heading);
    }
  });

  it("passes when nothing remains", () => {
    expect(launchCheckReport([]).exitCode).toBe(0);
    const one = listLaunchCheck().slice(0, 1);
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
    const list = listLaunchCheck();
    expect(run.stdout).toContain(`${list.length} remaining`);
    for (const item of list)
      expect(run.stdout).toContain(item.kind === "placeholder" ? item.what : item.question);
  }, 60_000);
});

describe("launch-check lists each marked commitment, sample and question", () => {
  const list = listLaunchCheck();
  const entry = (file: string, what: RegExp) =>
    list.filter(
      (item) => item.file === file && what.test(item.kind === "placeholder" ? item.what : ""),
    );

  it("lists the reply time with its value from the site's facts", () => {
    const [reply] = entry("app/content/site/launch-check.ts", /^Reply time/);
    expect(reply?.kind === "placeholder" && reply.value).toBe(
      `${replyTime.days} working ${replyTime.days === 1 ? "day" : "days"}`,
    );
  });

  it("lists every sample post and each UI/UX item the brief does not name", () => {
    const [posts] = entry("app/content/graphic/launch-check.ts", /social media posts/);
    expect(posts?.kind === "placeholder" && posts.value.split(", ")).toEqual(
      socialPostFacts.map((post) => post.id),
    );
    const [screens] = entry("app/content/graphic/launch-check.ts", /UI\/UX samples/);
    const unnamed = uiUxFacts.map((item) => item.id).filter((id) => !uiUxNamedByBrief.includes(id));
    expect(unnamed).toHaveLength(uiUxFacts.length - uiUxNamedByBrief.length);
    expect(screens?.kind === "placeholder" && screens.value.split(", ")).toEqual(unnamed);
  });

  it("lists every policy section beyond the brief's terms, under its page, by id", () => {
    const drafted = draftedSections();
    const listed = entry("app/content/policies/launch-check.ts", /drafted, not in the brief$/);
    expect(listed).toHaveLength(drafted.length);
    for (const { policy, path: page, section } of drafted) {
      const item = listed.find(
        (candidate) =>
          candidate.kind === "placeholder" &&
          candidate.what ===
            `${policy}, section "${section.title}" (#${section.id}): drafted, not in the brief`,
      );
      expect(item?.page, section.id).toBe(page);
    }
    // Each policy has a section on the list, and the kept ones are the brief's own terms.
    for (const { doc, givenOrSignedOff } of policyReview) {
      const ids = doc.parts.flatMap((part) => part.sections.map((section) => section.id));
      for (const id of givenOrSignedOff) expect(ids).toContain(id);
    }
    expect(new Set(drafted.map((item) => item.policy)).size).toBe(policyReview.length);
  });

  it("asks the owner the brief's contradictions, under their pages", () => {
    const questions = list.filter((item) => item.kind === "question");
    const asked = (page: string, about: RegExp) =>
      questions.some((item) => item.page === page && about.test(item.question));
    expect(asked("/internship", /registration fee/)).toBe(true);
    expect(asked("/career", /ten role cards/)).toBe(true);
    expect(asked("/pricing", /further detail not shown/)).toBe(true);
  });
});
