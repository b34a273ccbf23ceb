/**
 * The pages topic's join: every page of the page table has its words in both languages, with
 * each figure they quote filled from the facts it comes from (the agency's, the prices', the
 * programmes'). What the files must hold (a group per page, the slots of each sentence, the
 * lengths) is the schema's, checked at publish.
 */
import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { sitePages } from "~/base/site-routes";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, type ContentDocuments, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";

const shipped = shippedDocuments();

function publish(change: (documents: ContentDocuments) => void) {
  const documents = structuredClone(shipped);
  change(documents);
  return buildContent(documents, 1);
}

describe("page copy", () => {
  it("has every page's words in both languages, every slot filled, descriptions of 70-160 characters", () => {
    for (const locale of ["en", "hi"] as const) {
      const { pages } = dictionary(locale).pages;
      expect(Object.keys(pages)).toEqual(sitePages.map((page) => page.path));
      for (const page of sitePages) {
        const words = pages[page.path];
        for (const text of Object.values(words)) expect(text, page.path).not.toMatch(/\{\w+\}/);
        expect(words.description.length, page.path).toBeGreaterThanOrEqual(70);
        expect(words.description.length, page.path).toBeLessThanOrEqual(160);
      }
    }
  });

  it("heads the home page with the agency's tagline, and follows a published one", () => {
    for (const locale of ["en", "hi"] as const)
      expect(dictionary(locale).pages.pages["/"].heading).toBe(dictionary(locale).site.tagline);
    const published = publish((documents) => {
      documents.site.en.tagline = "Grow your business online";
    });
    expect(published.dictionary("en").pages.pages["/"].heading).toBe("Grow your business online");
  });

  it("quotes the prices of the pricing facts, in both languages, and a published price", () => {
    const published = publish((documents) => {
      documents.pricing.facts.appPackage.price = 79999;
    });
    for (const locale of ["en", "hi"] as const) {
      const price = formatters[locale].price(79999);
      const { pages } = published.dictionary(locale).pages;
      expect(pages["/services/app-development"].description).toContain(price);
      expect(pages["/pricing"].description).toContain(price);
      expect(dictionary(locale).pages.pages["/pricing"].description).not.toContain(price);
    }
  });

  it("writes the agency's year and reply time as each language does", () => {
    const { site } = shipped;
    expect(dictionary("en").pages.pages["/aboutUs"].intro).toContain(
      String(site.facts.foundedYear),
    );
    expect(dictionary("en").pages.pages["/contact-us"].intro).toContain(
      formatters.en.workingDays(site.facts.replyDays),
    );
    expect(dictionary("hi").pages.pages["/contact-us"].intro).toContain(
      formatters.hi.workingDays(site.facts.replyDays),
    );
  });

  it("refuses a sentence that loses a slot or a page's words, naming the field", () => {
    const documents = structuredClone(shipped);
    documents.pages.hi.pages["/pricing"].description = documents.pages.hi.pages[
      "/pricing"
    ].description.replace("{appPrice}", "₹74,999");
    delete (documents.pages.en.pages as Record<string, unknown>)["/work"];
    expect(checkContent(documents, shipped, undefined, ["pages"]).map(describeIssue)).toEqual([
      "pages en.pages./work: Invalid input: expected object, received undefined",
      "pages hi.pages./pricing.description: keep {appPrice}",
      "pages hi.pages./work: is not in the English",
      'pages hi.pages./pricing.description: "₹74,999" is typed in: the website fills this figure in for you, so put back its part in curly brackets',
    ]);
  });
});
