import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "./site";

describe("structured data", () => {
  it("describes the agency with its contacts and profiles", () => {
    const org = organizationJsonLd() as unknown as Record<string, unknown>;
    expect(org["@type"]).toBe("ProfessionalService");
    expect(org.sameAs).toEqual(site.social.map((s) => s.url));
    expect(org.contactPoint).toHaveLength(2);
    expect(org.telephone).toBe(site.phoneDesktop.e164);
    expect(org.address).toMatchObject({ addressLocality: site.address.locality });
    expect(websiteJsonLd()["@type"]).toBe("WebSite");
  });

  it("derives the opening hours from site.ts", () => {
    const org = organizationJsonLd() as unknown as Record<string, unknown>;
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
});
