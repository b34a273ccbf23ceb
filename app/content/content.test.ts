import { describe, expect, it } from "vitest";
import { validateLead } from "~/lib/lead-schema";
import { sitePages } from "~/lib/site-routes";
import { officeHoursText, openingHoursSchemaOrg, phone, whatsAppUrl } from "./format";
import { pages as hindiPages } from "./hi/pages";
import {
  footerPolicyLinks,
  footerQuickLinks,
  mainNav,
  serviceLinks,
  servicesMenu,
} from "./navigation";
import { pages } from "./pages";
import { isPlaceholderPhone, navLinkSchema, serviceSchema, siteConfigSchema } from "./schema";
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

  it("has numbers that work in tel: links and pass the forms' own validation", () => {
    for (const phone of [site.phoneMobile, site.phoneDesktop]) {
      expect(new URL(`tel:${phone.e164}`).protocol).toBe("tel:");
      const lead = { name: "A visitor", email: "visitor@example.com", msg: "Hello there" };
      expect(validateLead("contact", { ...lead, number: phone.display }).ok).toBe(true);
      expect(validateLead("contact", { ...lead, number: phone.e164 }).ok).toBe(true);
    }
  });

  it("derives every address on the domain from it, and the hours text from the hours", () => {
    for (const email of Object.values(site.emails))
      expect(email.endsWith(`@${site.domain}`)).toBe(true);
    expect(site.officeHours).toBe(officeHoursText(site.hours));
  });
});

describe("brand-fact helpers", () => {
  it("turns a spaced number into E.164 and a WhatsApp link", () => {
    const number = phone("+91 98765 43210");
    expect(number).toEqual({ e164: "+919876543210", display: "+91 98765 43210" });
    expect(whatsAppUrl(number)).toBe("https://wa.me/919876543210");
  });

  it("words office hours for people and for schema.org", () => {
    const hours = { from: "Monday", to: "Friday", opens: "09:30", closes: "18:00" } as const;
    expect(officeHoursText(hours)).toBe("Monday to Friday, 9:30 am – 6:00 pm IST");
    expect(openingHoursSchemaOrg(hours)).toBe("Mo-Fr 09:30-18:00");
    expect(officeHoursText({ ...hours, opens: "00:00", closes: "12:00" })).toContain(
      "12:00 am – 12:00 pm",
    );
  });

  it("tells the non-dialable placeholder form from a real number", () => {
    expect(isPlaceholderPhone("+910000000001")).toBe(true);
    expect(isPlaceholderPhone("+919876543210")).toBe(false);
    expect(isPlaceholderPhone("+911204567890")).toBe(false);
  });
});

describe("services", () => {
  it("lists the four services of the brief, each valid", () => {
    expect(services).toHaveLength(4);
    for (const service of services) expect(() => serviceSchema.parse(service)).not.toThrow();
  });

  it("links each service to a page that exists", () => {
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const service of services) expect(paths.has(service.goToLink)).toBe(true);
  });
});

describe("page copy", () => {
  it("has a title, description, heading and introduction for every page, in both languages", () => {
    for (const page of [...sitePages, ...sitePages.map((p) => ({ ...p, hindi: true }))]) {
      const copy = ("hindi" in page ? hindiPages : pages)[page.path];
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
  it("has every menu link of the brief", () => {
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
    for (const link of [...footerQuickLinks, ...footerPolicyLinks, servicesMenu.all]) {
      expect(() => navLinkSchema.parse(link)).not.toThrow();
      if (!link.external) expect(paths.has(link.href), link.href).toBe(true);
    }
    expect(footerPolicyLinks).toHaveLength(4);
  });
});
