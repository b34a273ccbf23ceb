import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { sitePages } from "~/base/site-routes";
import { fill } from "~/base/template";
import { shippedContent, shippedDocuments } from "~/content/engine/content";
import { siteCopy } from "~/lib/pages/site-copy.server";
import { checkContent, describeIssue } from "../engine/checks";
import {
  callToActionSchema,
  heroCopySchema,
  pageCopySchema,
  sectionCopySchema,
} from "../engine/schema";
import { dictionary } from "../engine/shipped";
import { programmeLength } from "../internship";
import { policyPaths } from "../policies/schema";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en");
const hi = dictionary("hi");
const documents = shippedDocuments();
const site = en.siteFacts;

/** /work's copy as the section blocks take it: every heading and label given. */
const copyText = z.string().min(2);
const workPageSchema = pageCopySchema.extend({
  hero: heroCopySchema.extend({
    actions: z.object({ graphic: copyText, websites: copyText, apps: copyText }),
  }),
  sections: z.object({
    graphic: sectionCopySchema,
    websites: sectionCopySchema,
    apps: sectionCopySchema,
  }),
  cta: callToActionSchema,
});

describe("the shell's join", () => {
  it("fills the brand, the year, the address and the reply time from the agency's facts", () => {
    for (const locale of locales) {
      const { ui } = dictionary(locale);
      const format = formatters[locale];
      const siteWords = documents.site[locale];
      expect(ui.meta.imageAlt).toContain(site.brandName);
      expect(ui.header.homeLabel).toContain(site.brandName);
      expect(ui.footer.tagline).toContain(String(site.foundedYear));
      expect(ui.footer.address).toBe(
        `${siteWords.locality}, ${siteWords.region}, ${siteWords.country}`,
      );
      expect(ui.footer.copyrightSince).toBe(site.copyrightYear);
      expect(ui.contactPopup.description).toContain(format.workingDays(site.replyDays));
      expect(dictionary(locale).promo.text).toContain(
        format.durationAdjective(
          programmeLength(documents.internship.facts, "website-development"),
          { inWords: true },
        ),
      );
    }
    expect(en.ui.footer.copyright).toBe(`© {years} ${site.legalName}. All rights reserved.`);
  });

  it("keeps the slots only a page knows, for the page to fill", () => {
    expect(fill(en.ui.meta.title, { page: "Pricing" })).toBe(`Pricing | ${site.brandName}`);
    expect(fill(en.ui.newTabLabel, { label: "Blog" })).toBe("Blog (opens in a new tab)");
    expect(en.ui.newTabNote).toBe(" (opens in a new tab)");
    expect(fill(hi.ui.footer.socialLink, { network: "Instagram" })).toBe(
      `Instagram पर ${site.brandName}`,
    );
    expect(fill(en.sections.exploreServices.ariaLabel, { service: "App Development" })).toBe(
      "Explore Services: App Development",
    );
  });

  it("writes the announcement's batch year from the facts, in the artwork and its description", () => {
    const { batchYear } = documents.shell.facts.promo;
    for (const { promo } of [en, hi]) {
      expect(promo.art.eyebrow).toContain(String(batchYear));
      expect(promo.imageAlt).toContain(String(batchYear));
      expect(promo.primary.href).toBe(documents.shell.facts.promo.primaryHref);
    }
  });

  it("links each language to the other, named in that language", () => {
    expect(en.ui.languageSwitch).toMatchObject({
      label: "हिंदी",
      labelLang: "hi",
      hrefLang: "hi-IN",
    });
    expect(hi.ui.languageSwitch).toMatchObject({
      label: "English",
      labelLang: "en",
      hrefLang: "en-IN",
    });
    expect(en.ui.languageSwitch.ariaLabel.startsWith("हिंदी — ")).toBe(true);
    expect(hi.ui.languageSwitch.ariaLabel.startsWith("English — ")).toBe(true);
  });

  it("gives both languages' closing call to action the same links, from the facts", () => {
    for (const locale of locales) {
      const { quoteActions } = dictionary(locale).sections;
      expect(quoteActions.primary.to).toBe("/contact-us");
      expect(quoteActions.secondary.to).toBe("/pricing");
    }
  });

  it("says counts in words", () => {
    expect(formatters.en.countWord(4)).toBe("four");
    expect(formatters.en.countWordCapital(2)).toBe("Two");
    expect(formatters.en.countWord(12)).toBe("12");
  });
});

describe("the shell's rule", () => {
  const findings = (change: (doc: (typeof documents)["shell"]) => void) => {
    const changed = structuredClone(documents);
    change(changed.shell);
    return checkContent(changed, documents, undefined, ["shell"]).map(describeIssue);
  };

  it("refuses a lost slot, a page that is not the site's and a batch year out of range", () => {
    expect(
      findings((shell) => {
        shell.en.ui.footer.copyright = "© {years} All rights reserved.";
        shell.facts.quoteActions.primaryHref = "contact-us";
        shell.facts.promo.batchYear = 26;
      }),
    ).toEqual([
      "shell facts.promo.batchYear: Too small: expected number to be >=2024",
      "shell facts.quoteActions.primaryHref: a path of this site starting with /",
      "shell en.ui.footer.copyright: keep {legalName}",
    ]);
  });

  it("refuses a menu label left empty and more lines than the artwork holds", () => {
    expect(
      findings((shell) => {
        shell.hi.navigation.labels["/pricing"] = "";
        shell.hi.promo.art.lines.push("तीसरी लाइन", "चौथी लाइन");
      }),
    ).toEqual([
      "shell hi.navigation.labels./pricing: Too small: expected string to have >=2 characters",
      expect.stringMatching(/^shell hi\.navigation\.labels\.\/pricing: /),
      "shell hi.promo.art.lines: Too big: expected array to have <=3 items",
      "shell hi.promo.art.lines: has 4 items where the English has 2",
    ]);
  });
});

describe("/services and /work copy", () => {
  it("is valid", () => {
    for (const locale of locales) {
      const copy = dictionary(locale);
      callToActionSchema.parse(copy.services.servicesPage.cta);
      workPageSchema.parse(copy.projects.workPage);
    }
  });

  it("gives the hero buttons of /work the eyebrows of their sections", () => {
    for (const { projects } of [en, hi]) {
      const { hero, sections } = projects.workPage;
      expect(Object.values(hero.actions)).toEqual(Object.values(sections).map((s) => s.eyebrow));
    }
  });

  it("finds a service by id and names the project in its link", () => {
    const graphic = en.services.services.find((s) => s.id === "graphic-designing");
    expect(graphic?.goToLink).toBe("/services/graphic-designing");
    expect(fill(en.projects.projectCardCopy.viewLabel, { title: "Blog" })).toBe(
      "View Project: Blog (opens in a new tab)",
    );
    expect(fill(hi.projects.projectCardCopy.viewLabel, { title: "ब्लॉग" })).toContain("ब्लॉग");
  });
});

describe("navigation", () => {
  const { menus } = siteCopy(shippedContent(), "en");

  it("has every menu link of the brief", () => {
    const hrefs = [...menus.main.before, ...menus.services.links, ...menus.main.after].map(
      (l) => l.href,
    );
    expect(hrefs).toEqual([
      "/",
      "/aboutUs",
      "/work",
      "/services/website-development",
      "/services/app-development",
      "/services/graphic-designing",
      "/services/digital-marketing",
      "/pricing",
      site.blogUrl,
      "/internship",
      "/career",
      "/contact-us",
    ]);
  });

  it("opens the blog and the internship page in new tabs", () => {
    const external = menus.main.after.filter((l) => l.external).map((l) => l.label);
    expect(external).toEqual(["Blog", "Internship"]);
  });

  it("has footer links to real pages, each with a label", () => {
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const link of [
      ...menus.footerQuickLinks,
      ...menus.footerPolicies,
      ...menus.footerServices,
      menus.services.all,
    ]) {
      expect(link.label.length, link.href).toBeGreaterThan(1);
      if (link.href !== site.blogUrl) expect(paths.has(link.href), link.href).toBe(true);
    }
    expect(menus.footerPolicies.map((link) => link.href).sort()).toEqual([...policyPaths].sort());
  });
});
