import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { sitePages } from "~/base/site-routes";
import { checkContent, describeIssue } from "../engine/checks";
import { shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";

const documents = shippedDocuments();

describe("the services' join", () => {
  it("lists the services in the order of the facts, each with its words and a page that exists", () => {
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const locale of ["en", "hi"] as const) {
      const { services } = dictionary(locale).services;
      expect(
        services.map(({ id, img, cardPicture, goToLink }) => ({ id, img, cardPicture, goToLink })),
      ).toEqual(documents.services.facts.services);
      for (const service of services) {
        expect(paths.has(service.goToLink)).toBe(true);
        expect(service.title).toBe(documents.services[locale].cards[service.id]?.title);
      }
    }
  });

  it("counts the services from the facts, in words", () => {
    expect(dictionary("en").services.servicesPage.listHeading).toBe("Our four services");
    expect(dictionary("hi").services.servicesPage.listHeading).toContain(
      formatters.hi.countWord(documents.services.facts.services.length),
    );
  });

  it("closes /services with the shell's two links", () => {
    for (const locale of ["en", "hi"] as const) {
      const { cta } = dictionary(locale).services.servicesPage;
      expect(cta).toMatchObject(dictionary(locale).sections.quoteActions);
    }
  });
});

describe("the services' rule", () => {
  const findings = (change: (doc: (typeof documents)["services"]) => void) => {
    const changed = structuredClone(documents);
    change(changed.services);
    return checkContent(changed, documents, undefined, ["services"]).map(describeIssue);
  };

  it("keeps the four services, each once, on a page of the site", () => {
    expect(
      findings(({ facts }) => {
        const [first] = facts.services;
        if (first) first.goToLink = "/services/web";
        facts.services[1] = { ...facts.services[2], id: "graphic-designing" } as never;
      }),
    ).toEqual([
      "services facts.services.website-development.goToLink: a page of this site",
      'services facts.services.graphic-designing.id: the id "graphic-designing" is used twice: give each item its own',
      'services en.cards.app-development: no item "app-development" in facts.services: remove these words or add the item',
      'services hi.cards.app-development: no item "app-development" in facts.services: remove these words or add the item',
    ]);
    expect(findings(({ facts }) => facts.services.pop())[0]).toBe(
      "services facts.services: Too small: expected array to have exactly 4 items",
    );
  });

  it("refuses a summary over its limit and a list heading without its count", () => {
    expect(
      findings(({ en }) => {
        en.servicesPage.listHeading = "Our services" as never;
        const card = en.cards["graphic-designing"];
        if (card) card.summary = "y".repeat(171);
      }),
    ).toEqual([
      "services en.cards.graphic-designing.summary: Too big: expected string to have <=170 characters",
      "services en.servicesPage.listHeading: keep {serviceCount}",
    ]);
  });
});
