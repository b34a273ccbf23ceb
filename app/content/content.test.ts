import { describe, expect, it } from "vitest";
import { sitePages } from "~/lib/site-routes";
import { footerPolicyLinks, footerQuickLinks, mainNav, serviceLinks } from "./navigation";
import { pages } from "./pages";
import { navLinkSchema, serviceSchema, siteConfigSchema } from "./schema";
import { services } from "./services";
import { site } from "./site";

describe("site config", () => {
  it("matches its schema", () => {
    expect(() => siteConfigSchema.parse(site)).not.toThrow();
  });

  it("uses two different Indian numbers for small and large screens", () => {
    expect(site.phoneMobile.e164).not.toBe(site.phoneDesktop.e164);
    for (const phone of [site.phoneMobile, site.phoneDesktop]) {
      expect(phone.display.replace(/\s/g, "")).toBe(phone.e164);
    }
  });

  it("chats on the mobile number", () => {
    expect(site.chat.url).toBe(`https://wa.me/${site.phoneMobile.e164.slice(1)}`);
  });
});

describe("services", () => {
  it("lists the four services of the specification, each valid", () => {
    expect(services).toHaveLength(4);
    for (const service of services) expect(() => serviceSchema.parse(service)).not.toThrow();
  });

  it("links each service to a page that exists", () => {
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const service of services) expect(paths.has(service.goToLink)).toBe(true);
  });
});

describe("page copy", () => {
  it("has a title, description, heading and introduction for every page", () => {
    for (const page of sitePages) {
      const copy = pages[page.path];
      expect(copy, page.path).toBeDefined();
      expect(copy.title.length, page.path).toBeGreaterThan(3);
      expect(copy.description.length, `${page.path} description`).toBeGreaterThanOrEqual(70);
      expect(copy.description.length, `${page.path} description`).toBeLessThanOrEqual(160);
      expect(copy.heading.length).toBeGreaterThan(3);
      expect(copy.intro.length).toBeGreaterThan(40);
    }
  });

  it("has no placeholder text", () => {
    const text = JSON.stringify(pages).toLowerCase();
    for (const word of ["lorem", "ipsum", "coming soon", "todo", "tbd"])
      expect(text).not.toContain(word);
  });
});

describe("navigation", () => {
  it("has every menu link of the specification", () => {
    const hrefs = [...mainNav.before, ...serviceLinks, ...mainNav.after].map((l) => l.href);
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
    const external = mainNav.after.filter((l) => l.external).map((l) => l.label);
    expect(external).toEqual(["Blog", "Internship"]);
  });

  it("has valid footer links to real pages", () => {
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const link of [...footerQuickLinks, ...footerPolicyLinks]) {
      expect(() => navLinkSchema.parse(link)).not.toThrow();
      if (!link.external) expect(paths.has(link.href), link.href).toBe(true);
    }
    expect(footerPolicyLinks).toHaveLength(4);
  });
});
