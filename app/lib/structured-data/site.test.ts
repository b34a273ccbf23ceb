import { describe, expect, it } from "vitest";
import { pages as pagesHi } from "~/content/hi/pages";
import { site as siteHi } from "~/content/hi/site";
import { structuredDataCopy as sdHi } from "~/content/hi/structured-data";
import { site } from "~/content/site";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "./site";

describe("structured data", () => {
  it("describes the agency with its contacts and profiles", () => {
    const org = organizationJsonLd("en") as unknown as Record<string, unknown>;
    expect(org["@type"]).toBe("ProfessionalService");
    expect(org.sameAs).toEqual(site.social.map((s) => s.url));
    expect(org.contactPoint).toHaveLength(2);
    expect(org.telephone).toBe(site.phoneDesktop.e164);
    expect(org.address).toMatchObject({ addressLocality: site.address.locality });
    expect(websiteJsonLd("en")["@type"]).toBe("WebSite");
  });

  it("derives the opening hours from site.ts", () => {
    const org = organizationJsonLd("en") as unknown as Record<string, unknown>;
    const { from, to, opens, closes } = site.hours;
    expect(org.openingHours).toBe(`${from.slice(0, 2)}-${to.slice(0, 2)} ${opens}-${closes}`);
  });

  it("gives inner pages a breadcrumb trail and home none", () => {
    expect(breadcrumbJsonLd("/")).toBeNull();
    expect(breadcrumbJsonLd("/no-such-page")).toBeNull();
    const crumbs = breadcrumbJsonLd("/services/app-development") as unknown as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      "Home",
      "Our Services",
      "App Development",
    ]);
    const alias = breadcrumbJsonLd("/paid-internship") as unknown as {
      itemListElement: { item: string }[];
    };
    expect(alias.itemListElement.at(-1)?.item).toMatch(/\/internship$/);
  });

  it("speaks the page's language and points at the page's own urls", () => {
    const org = organizationJsonLd("hi") as unknown as Record<string, unknown>;
    expect(org["@id"]).toMatch(/\/hi#organization$/);
    expect(org.description).toBe(siteHi.description);
    const website = websiteJsonLd("hi") as unknown as Record<string, unknown>;
    expect(website.inLanguage).toBe("hi-IN");
    expect(website.url).toMatch(/\/hi$/);
    const crumbs = breadcrumbJsonLd("/hi/services/app-development") as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      sdHi.breadcrumbHome,
      pagesHi["/services"].title,
      pagesHi["/services/app-development"].title,
    ]);
    expect(crumbs.itemListElement.map((i) => new URL(i.item).pathname)).toEqual([
      "/hi",
      "/hi/services",
      "/hi/services/app-development",
    ]);
    expect(breadcrumbJsonLd("/hi")).toBeNull();
  });
});
