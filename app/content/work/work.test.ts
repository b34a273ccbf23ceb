/**
 * The agency's work as data: the join links each demo below the agency's demo site, counts the
 * notable apps from the facts and gives the hero's buttons the sections' eyebrows; the schema
 * keeps the brief's counts (eleven demos, two apps) and refuses what it forbids, naming the field.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { type ContentDocuments, shippedDocuments } from "../engine/content";
import { coveredFields } from "../engine/launch-check";
import { formatPath } from "../engine/paths";
import { dictionary } from "../engine/shipped";
import { launchCheck } from "./launch-check";

const shipped = shippedDocuments();
const locales: Locale[] = ["en", "hi"];

/** The publish check of the work topic after `change`. */
function findings(change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, ["work"]).map(describeIssue);
}

describe("the work's join", () => {
  it("links each demo below the agency's demo site, by its path", () => {
    const { demoUrl } = shipped.site.facts;
    for (const locale of locales) {
      const { websiteProjects } = dictionary(locale).projects;
      expect(websiteProjects.map((project) => project.webLink)).toEqual(
        shipped.work.facts.projects.map((project) => `${demoUrl}/${project.demo}`),
      );
    }
  });

  it("shows the same demos and apps in both languages, with the same artwork and platforms", () => {
    const facts = (locale: Locale) => {
      const { projects, apps } = dictionary(locale);
      return {
        demos: projects.websiteProjects.map((p) => [p.id, p.webImage, p.webLink]),
        apps: apps.notableApps.map((a) => [a.id, a.platforms, a.screen]),
      };
    };
    expect(facts("hi")).toEqual(facts("en"));
  });

  it("counts the notable apps from the facts, in words", () => {
    expect(dictionary("en").projects.workPage.sections.apps.title).toBe("Two notable apps");
    expect(dictionary("hi").projects.workPage.sections.apps.title).toBe("दो खास ऐप");
  });

  it("gives the hero's buttons the eyebrows of the sections they jump to", () => {
    for (const locale of locales) {
      const { hero, sections } = dictionary(locale).projects.workPage;
      expect(hero.actions).toEqual({
        graphic: sections.graphic.eyebrow,
        websites: sections.websites.eyebrow,
        apps: sections.apps.eyebrow,
      });
    }
  });
});

describe("the work's schema", () => {
  it("ships the brief's counts (eleven website demos, two notable apps) and takes fewer", () => {
    expect(shipped.work.facts.projects).toHaveLength(11);
    expect(shipped.work.facts.apps).toHaveLength(2);
    // Ten demos are advice for launch-check (app/content/engine/list-bounds.test.ts), not an error.
    expect(
      findings((documents) => {
        documents.work.facts.projects.pop();
      }),
    ).not.toContainEqual(expect.stringMatching(/^work facts\.projects:/));
  });

  it("refuses a repeated id, a bad demo path and a lost slot, naming the field", () => {
    expect(
      findings((documents) => {
        const [first, second] = documents.work.facts.apps;
        if (first && second) second.id = first.id;
      }),
    ).toContain(
      'work facts.apps.ludo-game.id: the id "ludo-game" is used twice: give each item its own',
    );
    expect(
      findings((documents) => {
        const [first] = documents.work.facts.projects;
        if (first) first.demo = "Admin Dashboard";
      }),
    ).toEqual([
      "work facts.projects.admin-dashboard.demo: lower-case letters, digits, dashes and slashes",
    ]);
    expect(
      findings((documents) => {
        documents.work.hi.workPage.sections.apps.title = "दो खास ऐप" as never;
      }),
    ).toEqual(["work hi.workPage.sections.apps.title: keep {count}"]);
  });
});

describe("the work's launch-check", () => {
  it("covers every notable app, in both languages", () => {
    const covered = launchCheck
      .flatMap((item) => item.fields)
      .flatMap((field) => coveredFields(shipped.work, field))
      .map(({ path }) => formatPath(path));
    for (const { id } of shipped.work.facts.apps)
      for (const part of ["en", "hi"]) expect(covered).toContain(`${part}.apps.${id}`);
  });
});
