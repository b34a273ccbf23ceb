/**
 * The pricing topic's join: every price the pages show is written from the facts by the
 * language's formatter, with its amount beside it, and the "from" prices follow the lists. What
 * the files must hold (the brief's five designs, three packages and four plans, each once; the
 * support that widens with the tier; a page range's slots) is the schema's, checked at publish.
 */
import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { locales } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, type ContentDocuments, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";

const shipped = shippedDocuments();
const { facts } = shipped.pricing;

/** The dictionary of the shipped files with `change` made to the pricing document. */
function publish(change: (documents: ContentDocuments) => void) {
  const documents = structuredClone(shipped);
  change(documents);
  return buildContent(documents, 1);
}

/** The publish check's findings for the pricing topic with `change` made. */
function findings(change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, ["pricing"]).map(describeIssue);
}

describe("prices as the pages show them", () => {
  it("writes each price from the facts, in the language's format, with its amount beside it", () => {
    for (const locale of locales) {
      const { pricing } = dictionary(locale);
      const price = formatters[locale].price;
      expect(pricing.graphicPrices.map((g) => [g.id, g.price, g.amount])).toEqual(
        facts.graphicPrices.map((g) => [g.id, price(g.price), g.price]),
      );
      expect([pricing.appPackage.price, pricing.appPackage.amount]).toEqual([
        price(facts.appPackage.price),
        facts.appPackage.price,
      ]);
      expect(pricing.websitePackages.map((w) => [w.id, w.price, w.amount])).toEqual(
        facts.websitePackages.map((w) => [w.id, price(w.price), w.price]),
      );
      expect(pricing.seoPlans.map((p) => [p.id, p.monthlyPrice, p.monthlyAmount])).toEqual(
        facts.seoPlans.map((p) => [p.id, price(p.monthlyPrice), p.monthlyPrice]),
      );
    }
  });

  it("shows the same prices in both languages", () => {
    const prices = (locale: "en" | "hi") => {
      const { pricing } = dictionary(locale);
      return [
        ...pricing.graphicPrices.map((g) => g.price),
        pricing.appPackage.price,
        ...pricing.websitePackages.map((w) => w.price),
        ...pricing.seoPlans.map((p) => p.monthlyPrice),
      ];
    };
    expect(prices("hi")).toEqual(prices("en"));
  });

  it("fills a package's page range from its facts, and gives none to a package without one", () => {
    const scopes = (locale: "en" | "hi") =>
      dictionary(locale).pricing.websitePackages.map((w) => w.scope ?? null);
    expect(scopes("en")).toEqual(
      facts.websitePackages.map((w) => (w.pages ? `${w.pages.min}–${w.pages.max} pages` : null)),
    );
    expect(scopes("hi")[0]).toMatch(/^\d+–\d+ पेज$/);
  });

  it("quotes each list's lowest price as its 'from' price, and follows a published price", () => {
    const { fromPrices } = dictionary("en").pricing;
    const lowest = (amounts: number[]) => Math.min(...amounts);
    expect(fromPrices.website.amount).toBe(lowest(facts.websitePackages.map((p) => p.price)));
    expect(fromPrices.graphic.amount).toBe(lowest(facts.graphicPrices.map((p) => p.price)));
    expect(fromPrices.seoMonthly.amount).toBe(lowest(facts.seoPlans.map((p) => p.monthlyPrice)));
    expect(fromPrices.app).toEqual({
      amount: facts.appPackage.price,
      price: formatters.en.price(facts.appPackage.price),
    });

    const published = publish((documents) => {
      for (const item of documents.pricing.facts.graphicPrices)
        if (item.id === "social-media-post") item.price = 150;
      for (const item of documents.pricing.facts.websitePackages) item.price += 5000;
    }).dictionary("hi").pricing.fromPrices;
    expect(published.socialPost).toEqual({ amount: 150, price: "₹150" });
    expect(published.graphic.amount).toBe(150);
    expect(published.website.amount).toBe(fromPrices.website.amount + 5000);
  });

  it("lists every SEO feature on every plan, ticked where included, with a count where given", () => {
    const words = shipped.pricing.en.seoFeatures;
    for (const [i, plan] of dictionary("en").pricing.seoPlans.entries()) {
      const planFacts = facts.seoPlans[i];
      if (!planFacts) throw new Error(`no plan ${plan.id}`);
      expect(plan.features.filter((f) => f.included)).toHaveLength(planFacts.includes.length);
      expect(plan.support.map((s) => s.id)).toEqual(["email", "phone", "chat", "meeting"]);
      expect(plan.support.filter((s) => s.included).map((s) => s.id)).toEqual(
        ["email", "phone", "chat", "meeting"].filter((c) =>
          (planFacts.support as string[]).includes(c),
        ),
      );
      const social = planFacts.counts.socialPosts;
      expect(plan.features[4]?.label).toBe(
        social
          ? words.socialPostsCount
              .replace("{count}", String(social.perNetwork))
              .replace("{networks}", String(social.networks))
          : words.socialPosts,
      );
      expect(plan.features[2]?.label).toBe(
        planFacts.counts.blogs === undefined
          ? words.blogs
          : words.blogsCount.replace("{count}", String(planFacts.counts.blogs)),
      );
    }
  });

  it("claims a plan the most popular only when its facts say so", () => {
    expect(dictionary("en").pricing.seoPlans.map((plan) => plan.popular)).toEqual(
      facts.seoPlans.map((plan) => plan.popular),
    );
    const marked = publish((documents) => {
      const plan = documents.pricing.facts.seoPlans[1];
      if (plan) plan.popular = true;
    });
    expect(marked.dictionary("en").pricing.seoPlans.map((plan) => plan.popular)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});

describe("the publish check of prices", () => {
  it("passes the shipped files", () => {
    expect(findings(() => {})).toEqual([]);
  });

  it("refuses a price that is not a whole number of rupees, naming the field", () => {
    expect(
      findings((documents) => {
        Object.assign(documents.pricing.facts.appPackage, { price: "74,999" });
        const logo = documents.pricing.facts.graphicPrices[0];
        if (logo) Object.assign(logo, { price: 999.5 });
      }),
    ).toEqual([
      "pricing facts.graphicPrices.logo-design.price: a whole number of rupees",
      "pricing facts.appPackage.price: Invalid input: expected number, received string",
    ]);
  });

  it("refuses a list that loses an item of the brief, or names one twice", () => {
    expect(
      findings((documents) => {
        documents.pricing.facts.seoPlans.pop();
      })[0],
    ).toMatch(/^pricing facts.seoPlans: Too small: expected array to have exactly 4 items/);
    expect(
      findings((documents) => {
        const [first, second] = documents.pricing.facts.websitePackages;
        if (first && second) second.id = first.id;
      }),
    ).toContain(
      'pricing facts.websitePackages.custom-website.id: the id "custom-website" is used twice: give each item its own',
    );
  });

  it("refuses support that narrows from one plan to the next", () => {
    expect(
      findings((documents) => {
        const top = documents.pricing.facts.seoPlans[3];
        if (top) top.support = ["email"];
      }),
    ).toEqual([
      "pricing facts.seoPlans: each plan's support keeps every channel of the plan before it",
    ]);
  });

  it("refuses a sentence that loses its slot, and a price typed into the words", () => {
    expect(
      findings((documents) => {
        documents.pricing.hi.pageRange = "10–15 पेज";
        documents.pricing.en.pricingPage.sections.app.intro =
          "Apps start at ₹74,999, whatever their scope.";
      }),
    ).toEqual([
      'pricing en.pricingPage.sections.app.intro: "₹74,999" is typed in: the website fills this figure in for you, so put back its part in curly brackets',
      "pricing hi.pageRange: keep {min}, {max}",
    ]);
  });
});
