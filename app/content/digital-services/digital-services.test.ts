import { describe, expect, it } from "vitest";
import type { Locale } from "~/base/locale";
import { fill } from "~/base/template";
import { checkContent, describeIssue } from "../engine/checks";
import { shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en");
const hi = dictionary("hi");
const documents = shippedDocuments();

describe("digital marketing content", () => {
  it("shows the cards of the facts, in their order, with the same ids and icons in both languages", () => {
    const facts = (locale: Locale) =>
      dictionary(locale).digitalServices.digitalServices.map(({ id, icon }) => ({ id, icon }));
    expect(facts("en")).toEqual(documents.digitalServices.facts.digitalServices);
    expect(facts("hi")).toEqual(facts("en"));
  });

  it("names the networks it posts on for clients, as many as the SEO plans count, on every page", () => {
    const { socialNetworks } = documents.digitalServices.facts;
    for (const plan of documents.pricing.facts.seoPlans) {
      const counted = plan.counts.socialPosts?.networks;
      if (counted !== undefined) expect(counted, plan.id).toBe(socialNetworks.length);
    }
    const smo = (locale: Locale) =>
      dictionary(locale).digitalServices.digitalServices.find((card) => card.id === "smo");
    expect(smo("en")?.description).toContain("Instagram, Facebook, LinkedIn and X");
    expect(smo("hi")?.description).toContain("Instagram, Facebook, LinkedIn और X");
    const post = en.pricing.graphicPrices.find((item) => item.id === "social-media-post");
    expect(post?.description).toContain("Instagram, Facebook, LinkedIn or X");
    const designer = en.careers.careerRoles.find(
      (role) => role.id === "social-media-post-designer",
    );
    expect(designer?.description).toContain("Instagram, Facebook, LinkedIn and X");
  });

  it("counts the services it names from the list", () => {
    expect(en.digitalServices.digitalMarketingPage.sections.services.intro).toMatch(/^Six ways /);
    expect(hi.digitalServices.digitalMarketingPage.sections.services.intro).toMatch(/^छह तरीके/);
  });

  it("says a plan's counts in one line, each count unbroken", () => {
    const plan = { keywords: 25, backlinks: 50, landingPages: 5 };
    expect(fill(en.digitalServices.digitalMarketingPage.planCounts, plan)).toBe(
      "25\u00a0keywords · 50\u00a0backlinks · 5\u00a0landing\u00a0pages",
    );
    expect(fill(hi.digitalServices.digitalMarketingPage.planCounts, plan)).toBe(
      "25\u00a0कीवर्ड · 50\u00a0बैकलिंक · 5\u00a0लैंडिंग\u00a0पेज",
    );
  });

  it("links both languages' Compare SEO plans to the same section of /pricing, from the facts", () => {
    for (const locale of locales)
      expect(dictionary(locale).digitalServices.digitalMarketingPage.comparePlans.to).toBe(
        "/pricing#digital-marketing",
      );
  });
});

describe("the digital marketing page's rule", () => {
  const findings = (change: (doc: (typeof documents)["digitalServices"]) => void) => {
    const changed = structuredClone(documents);
    change(changed.digitalServices);
    return checkContent(changed, documents, undefined, ["digitalServices"]).map(describeIssue);
  };

  it("keeps a plan's three counts in its line and the button on a page of the site", () => {
    expect(
      findings(({ facts, hi }) => {
        facts.comparePlansHref = "https://agency.in/pricing";
        hi.digitalMarketingPage.planCounts = "{keywords} कीवर्ड · {backlinks} बैकलिंक" as never;
      }),
    ).toEqual([
      "digitalServices facts.comparePlansHref: a path of this site starting with /",
      "digitalServices hi.digitalMarketingPage.planCounts: keep {landingPages}",
    ]);
  });
});
