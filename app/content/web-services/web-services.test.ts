import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { shippedDocuments } from "../engine/content";
import { templateSchema } from "../engine/schema";
import { dictionary } from "../engine/shipped";
import { browserHues, browserLayouts } from "../work/schema";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en");
const hi = dictionary("hi");
const documents = shippedDocuments();
const site = en.siteFacts;
const { clientTerms } = documents.policies.facts;

/** The website demos as their cards show them, and /work's copy around them. */
const slug = z.string().regex(/^[a-z0-9-]+$/, "a lower-case slug");
const copyText = z.string().min(2);
const websiteProjectSchema = z.object({
  id: slug,
  webTitle: z.string().min(3).max(40),
  webImage: z.object({ layout: z.enum(browserLayouts), hue: z.enum(browserHues) }),
  /** Alternative text of the screenshot. */
  webImageAlt: z.string().min(20),
  webDescription: z.string().min(40).max(220),
  webLink: z.url({ protocol: /^https$/ }),
});
const projectsCopySchema = z.object({
  websiteProjects: z.array(websiteProjectSchema),
  projectCardCopy: z.object({ view: copyText, viewLabel: templateSchema("title") }),
});

describe("web services content", () => {
  it("shows the cards of the facts, in their order, with the same ids and icons in both languages", () => {
    const facts = (locale: Locale) =>
      dictionary(locale).webServices.webServices.map(({ id, icon }) => ({ id, icon }));
    expect(facts("en")).toEqual(documents.webServices.facts.webServices);
    expect(facts("hi")).toEqual(facts("en"));
  });

  it("quotes the domain renewal notice of the client terms, as each language writes it", () => {
    for (const locale of locales) {
      const card = dictionary(locale).webServices.webServices.find(
        (c) => c.id === "domain-registration",
      );
      expect(card?.description).toContain(
        formatters[locale].duration({ days: clientTerms.renewalNoticeDays }),
      );
      expect(card?.description).not.toContain("{");
    }
  });
});

describe("the web services' rule", () => {
  const findings = (change: (doc: (typeof documents)["webServices"]) => void) => {
    const changed = structuredClone(documents);
    change(changed.webServices);
    return checkContent(changed, documents, undefined, ["webServices"]).map(describeIssue);
  };

  it("takes eleven cards (advice, not an error), a description's slots to those it may quote, and every card's words", () => {
    expect(
      findings(({ facts, hi }) => {
        facts.webServices.pop();
        const card = hi.cards.cms;
        if (card) card.description = `${card.description} {price}`;
      }),
    ).toEqual([
      'webServices en.cards.website-monitoring: no item "website-monitoring" in facts.webServices: remove these words or add the item',
      "webServices hi.cards.cms.description: {price} is not a slot here (slots: {renewalNotice})",
      'webServices hi.cards.website-monitoring: no item "website-monitoring" in facts.webServices: remove these words or add the item',
    ]);
  });
});

describe("website projects", () => {
  it("has demos with https demo links of their own", () => {
    for (const locale of locales) {
      const { websiteProjects } = projectsCopySchema.parse(dictionary(locale).projects);
      expect(new Set(websiteProjects.map((p) => p.webLink)).size, locale).toBe(
        websiteProjects.length,
      );
      for (const project of websiteProjects) {
        expect(project.webLink.startsWith(`${site.demoUrl}/`), project.webLink).toBe(true);
      }
    }
  });

  it("covers the demos the brief names", () => {
    const titles = en.projects.websiteProjects.map((p) => p.webTitle.toLowerCase()).join(" | ");
    for (const word of [
      "admin dashboard",
      "user dashboard",
      "student dashboard",
      "business",
      "educational",
      "portfolio",
      "blog",
      "text utility",
      "nonprofit",
      "flip-card",
      "solar system",
    ]) {
      expect(titles).toContain(word);
    }
  });

  it("shows the same demos in both languages, with the same artwork and links", () => {
    const facts = (locale: Locale) =>
      dictionary(locale).projects.websiteProjects.map((p) => [p.id, p.webImage, p.webLink]);
    expect(facts("hi")).toEqual(facts("en"));
  });
});

describe("website development page copy", () => {
  it("is valid, and its hero buttons carry the eyebrows of the sections they jump to", () => {
    for (const { webServices } of [en, hi]) {
      const { hero, sections } = webServices.websiteDevelopmentPage;
      expect(hero.actions.services).toBe(sections.services.eyebrow);
      expect(hero.actions.projects).toBe(sections.projects.eyebrow);
    }
  });
});
