import { describe, expect, it } from "vitest";
import { dictionary } from "~/content/engine/shipped";
import { breadcrumbJsonLd, organizationJsonLd, siteJsonLd, websiteJsonLd } from "./site.server";

const hindi = dictionary("hi");
const site = dictionary("en").siteFacts;

describe("structured data", () => {
  it("describes the agency with its contacts and profiles", () => {
    const org = organizationJsonLd(dictionary("en"), "en") as unknown as Record<string, unknown>;
    expect(org["@type"]).toBe("ProfessionalService");
    expect(org.sameAs).toEqual(site.social.map((s) => s.url));
    expect(org.contactPoint).toHaveLength(2);
    expect(org.telephone).toBe(site.phoneDesktop.e164);
    expect(org.address).toMatchObject({ addressLocality: dictionary("en").site.locality });
    expect(websiteJsonLd(dictionary("en"), "en")["@type"]).toBe("WebSite");
  });

  it("names each number as the pages label it, and claims no language for either line", () => {
    for (const [locale, copy] of [
      ["en", dictionary("en")],
      ["hi", hindi],
    ] as const) {
      const org = organizationJsonLd(copy, locale) as unknown as {
        contactPoint: Record<string, unknown>[];
      };
      expect(org.contactPoint).toEqual([
        expect.objectContaining({
          name: copy.site.phoneLabels.mobile,
          telephone: site.phoneMobile.e164,
        }),
        expect.objectContaining({
          name: copy.site.phoneLabels.desktop,
          telephone: site.phoneDesktop.e164,
        }),
      ]);
      for (const point of org.contactPoint) expect(point).not.toHaveProperty("availableLanguage");
    }
  });

  it("derives the opening hours from the agency's facts", () => {
    const org = organizationJsonLd(dictionary("en"), "en") as unknown as Record<string, unknown>;
    const { from, to, opens, closes } = site.hours;
    expect(org.openingHours).toBe(`${from.slice(0, 2)}-${to.slice(0, 2)} ${opens}-${closes}`);
  });

  it("gives inner pages a breadcrumb trail and home the agency and the website instead", () => {
    expect(
      siteJsonLd(dictionary("en"), "/", "en").map(
        (block) => (block as { "@type": string })["@type"],
      ),
    ).toEqual(["ProfessionalService", "WebSite"]);
    const crumbs = breadcrumbJsonLd(
      dictionary("en"),
      "/services/app-development",
      "en",
    ) as unknown as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      "Home",
      "Our Services",
      "App Development",
    ]);
    // /paid-internship renders the internship page, whose trail ends at its canonical path.
    const internship = breadcrumbJsonLd(dictionary("en"), "/internship", "en") as unknown as {
      itemListElement: { item: string }[];
    };
    expect(internship.itemListElement.at(-1)?.item).toMatch(/\/internship$/);
  });

  it("speaks the page's language and points at the page's own urls", () => {
    const org = organizationJsonLd(dictionary("hi"), "hi") as unknown as Record<string, unknown>;
    expect(org["@id"]).toMatch(/\/hi#organization$/);
    expect(org.description).toBe(hindi.site.description);
    const website = websiteJsonLd(dictionary("hi"), "hi") as unknown as Record<string, unknown>;
    expect(website.inLanguage).toBe("hi-IN");
    expect(website.url).toMatch(/\/hi$/);
    const crumbs = breadcrumbJsonLd(
      dictionary("hi"),
      "/services/app-development",
      "hi",
    ) as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      hindi.structuredData.breadcrumbHome,
      hindi.pages.pages["/services"].title,
      hindi.pages.pages["/services/app-development"].title,
    ]);
    expect(crumbs.itemListElement.map((i) => new URL(i.item).pathname)).toEqual([
      "/hi",
      "/hi/services",
      "/hi/services/app-development",
    ]);
  });
});
