import { describe, expect, it } from "vitest";
import {
  formatters,
  officeHoursText,
  openingHoursSchemaOrg,
  phone,
  whatsAppUrl,
} from "~/base/format";
import { sitePages } from "~/base/site-routes";
import { validateLead } from "~/lib/lead-schema";
import { siteCopy } from "~/lib/site-copy.server";
import { dictionary } from "./dictionary.server";
import { isPlaceholderPhone, siteFactsSchema } from "./schema";
import { serviceFacts } from "./services";
import { site } from "./site";

describe("site facts", () => {
  it("match their schema", () => {
    expect(() => siteFactsSchema.parse(site)).not.toThrow();
  });

  it("uses two different Indian numbers for small and large screens", () => {
    expect(site.phoneMobile.e164).not.toBe(site.phoneDesktop.e164);
    for (const phone of [site.phoneMobile, site.phoneDesktop]) {
      expect(phone.display.replace(/\s/g, "")).toBe(phone.e164);
    }
  });

  it("chats on the mobile number", () => {
    expect(site.chatUrl).toBe(`https://wa.me/${site.phoneMobile.e164.slice(1)}`);
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
    expect(dictionary("en").site.officeHours).toBe(officeHoursText(site.hours));
    expect(dictionary("hi").site.officeHours).toBe(formatters.hi.officeHours(site.hours));
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
  it("lists the four services of the brief, each linked to a page that exists", () => {
    expect(serviceFacts).toHaveLength(4);
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const service of serviceFacts) expect(paths.has(service.goToLink)).toBe(true);
  });
});

describe("page copy", () => {
  it("has a title, description, heading and introduction for every page, in both languages", () => {
    for (const locale of ["en", "hi"] as const) {
      const { pages } = dictionary(locale).pages;
      for (const page of sitePages) {
        const copy = pages[page.path];
        expect(copy, page.path).toBeDefined();
        expect(copy.title.length, page.path).toBeGreaterThan(3);
        expect(copy.heading.length).toBeGreaterThan(3);
        expect(copy.intro.length).toBeGreaterThan(40);
      }
    }
  });

  it("has no placeholder text", () => {
    const text = JSON.stringify([dictionary("en"), dictionary("hi")]).toLowerCase();
    for (const word of ["lorem", "ipsum", "coming soon", "todo", "tbd"])
      expect(text).not.toContain(word);
  });
});

describe("navigation", () => {
  const { menus } = siteCopy("en");

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
    expect(menus.footerPolicies).toHaveLength(4);
  });
});
