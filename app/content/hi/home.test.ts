import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as en from "../home";
import * as schemas from "../home.schema";
import { compareTwins } from "../twins";
import * as hi from "./home";

/** Same in both languages by nature. */
const allowSame = [
  // SEO stays SEO in Hindi copy (showcase row).
  "SEO",
  // The invented clients' names, kept as written.
  "Rahul Mehta",
  "Priya Nair",
  "Arjun Malhotra",
  // Identifiers under keys twins.ts does not know: testimonial monograms, demo artwork.
  "EF",
  "EA",
  "EL",
  "admin",
  "user",
  "student",
];

/** Values that must equal the English: ids, icons, links, artwork, people's names, numbers. */
const factKeys = new Set(["id", "icon", "href", "goToLink", "workImg", "monogram", "tone"]);
function factsOf(value: unknown, at = ""): Record<string, unknown> {
  if (!value || typeof value !== "object") return {};
  const facts: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const path = `${at}.${key}`;
    if (factKeys.has(key) || key === "personName") facts[path] = item;
    // A fact's figure is copy when it has words ("1 day" → "1 दिन"), a fact when it is a number.
    else if (key === "value" && /^\d+$/.test(String(item))) facts[path] = item;
    Object.assign(facts, factsOf(item, path));
  }
  return facts;
}

const copyOf = (module: typeof en | typeof hi) => ({
  heroWords: module.heroWords,
  hero: module.hero,
  about: module.about,
  blogSection: module.blogSection,
  stepBadge: module.stepBadge,
  stepPrefix: module.stepPrefix,
  processSection: module.processSection,
  steps: module.steps,
  work: module.work,
  exploreDemoLabel: module.exploreDemoLabel,
  servicesSection: module.servicesSection,
  showcase: module.showcase,
  testimonialsSection: module.testimonialsSection,
  clientLogoLabel: module.clientLogoLabel,
  testimonials: module.testimonials,
  faqSection: module.faqSection,
  faqs: module.faqs,
});

describe("Hindi home", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins(copyOf(en), copyOf(hi), allowSame)).toEqual([]);
  });

  it("keeps the English ids, icons, links, artwork, numbers and names", () => {
    expect(factsOf(copyOf(hi))).toEqual(factsOf(copyOf(en)));
  });

  it("types six Hindi words and names each one in the screen-reader sentence", () => {
    expect(hi.heroWords).toHaveLength(6);
    for (const word of hi.heroWords) {
      expect(word).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/);
      expect(hi.hero.srSentence).toContain(word);
    }
  });

  it("passes the same schemas (the English-only literals aside)", () => {
    const label = z.string().trim().min(3).max(20);
    schemas.heroSchema.parse(hi.hero);
    // The schema pins the English labels "Know More" and "Explore"; the Hindi ones are checked
    // as button labels of the same length limit instead.
    schemas.aboutSchema
      .extend({ cta: z.object({ label, href: z.literal("/aboutUs") }) })
      .parse(hi.about);
    schemas.workSchema.extend({ exploreLabel: label }).parse(hi.work);
    for (const section of [hi.blogSection, hi.processSection, hi.faqSection])
      schemas.sectionCopySchema.parse(section);
    schemas.servicesSectionSchema.parse(hi.servicesSection);
    schemas.testimonialsSectionSchema.parse(hi.testimonialsSection);
    for (const step of hi.steps) schemas.stepSchema.parse(step);
    schemas.showcaseSchema.parse(hi.showcase);
    for (const testimonial of hi.testimonials) schemas.testimonialSchema.parse(testimonial);
    for (const faq of hi.faqs) schemas.faqSchema.parse(faq);
  });

  it("writes full stops with the danda", () => {
    const paragraphs = [...hi.about.paragraphs, ...hi.faqs.flatMap((faq) => faq.answer)];
    for (const paragraph of paragraphs) expect(paragraph).not.toMatch(/[\u0900-\u097F]\.(\s|$)/);
  });
});
