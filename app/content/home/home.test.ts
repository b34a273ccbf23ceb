/**
 * The home page's copy, as the dictionary gives it in each language, parses with its schemas and
 * says what the brief asks (docs/requirements.md); its facts come from the facts modules, and
 * the brief's counts are checked once, in ../brief.test.ts.
 */
import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { MAX_POSTS } from "../blog/facts";
import { blogCopySchema } from "../blog/schema";
import { latinInHindi } from "../hindi-glossary";
import { programmes } from "../internship/facts";
import { fromPrices } from "../pricing/facts";
import { serviceFacts } from "../services/facts";
import { dictionary } from "../shipped";
import { replyTime, site } from "../site/facts";
import { faqTopics, processSteps } from "./facts";
import { heroWordsSchema, homeCopySchema } from "./schema";

const en = dictionary("en");
const hi = dictionary("hi");
const home = en.home;

describe("home content", () => {
  it("parses with the home page's schema in both languages", () => {
    homeCopySchema.parse(home);
    homeCopySchema.parse(hi.home);
  });

  it("types the six words of the brief, in order", () => {
    expect(heroWordsSchema.parse(home.heroWords).join(" · ")).toBe(
      "WEBSITE · APPLICATIONS · LOGOS · SOCIAL MEDIA POST · SEO · DIGITAL MARKETING",
    );
  });

  it("has a hero whose screen-reader sentence names every word", () => {
    const sentence = home.hero.srSentence.toLowerCase();
    for (const stem of [
      "website",
      "application",
      "logo",
      "social media post",
      "seo",
      "digital marketing",
    ]) {
      expect(sentence).toContain(stem);
    }
  });

  it("says the agency was established in 2022 and links Know More to /aboutUs", () => {
    expect(home.about.paragraphs.join(" ")).toContain(String(site.foundedYear));
    expect(home.about.cta).toEqual({ label: "Know More", href: "/aboutUs" });
    expect(hi.home.about.cta.href).toBe("/aboutUs");
  });

  it("has the six named how-it-works steps, each with its badge", () => {
    expect(home.steps.map((s) => s.title)).toEqual([
      "Project initiation",
      "Development phase",
      "Customization and integration",
      "Quality assurance",
      "Deployment and support",
      "Continuous improvement",
    ]);
    expect(home.steps.map((s) => s.badge)).toEqual([
      "Step 01",
      "Step 02",
      "Step 03",
      "Step 04",
      "Step 05",
      "Step 06",
    ]);
    expect(home.steps[0]?.srPrefix).toBe("Step 1: ");
    expect(hi.home.steps[5]?.badge).toBe("चरण 06");
    expect(home.processSection.title).toBe("Six clear steps from first call to growth");
  });

  it("has the two work areas and dashboard demos with external https links of their own", () => {
    expect(home.work.areas.map((a) => a.title)).toEqual([
      "Website development",
      "Application development",
    ]);
    for (const demo of home.work.demos) {
      expect(new URL(demo.goToLink).protocol).toBe("https:");
      expect(demo.goToLink.startsWith(`${site.demoUrl}/`)).toBe(true);
    }
    expect(new Set(home.work.demos.map((d) => d.goToLink)).size).toBe(home.work.demos.length);
    expect(home.work.exploreLabel).toBe("Explore");
    expect(home.work.demos[0]?.ariaLabel).toBe(
      "Explore the Admin Dashboard demo (opens in a new tab)",
    );
  });

  it("has testimonials with every field, the same people in both languages, named in each one's script", () => {
    expect(home.testimonials[0]?.logoLabel).toBe("Example Fabrics logo");
    const people = (copy: typeof home) =>
      copy.testimonials.map(({ id, imgSrc }) => ({ id, imgSrc }));
    expect(people(hi.home)).toEqual(people(home));
    for (const { personName } of hi.home.testimonials)
      expect(personName).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/);
  });

  it("asks each FAQ question on its topic of the brief, in the brief's order", () => {
    // The brief's words for its ten topics, each found in its question.
    const topics = [
      /services/i,
      /work|process/i,
      /communicat|contact|reach/i,
      /size|small|large/i,
      /host/i,
      /CRM/,
      /role|admin/i,
      /mobile|app/i,
      /store|publish/i,
      /platform/i,
    ];
    expect(home.faqs.map((f) => f.id)).toEqual([...faqTopics]);
    home.faqs.forEach((faq, i) => {
      expect(faq.question, faq.id).toMatch(topics[i] ?? /./);
    });
  });

  it("has 4 to 8 blog posts on the blog's own address, with thumbnails in public/blog", async () => {
    const { existsSync } = await import("node:fs");
    for (const locale of ["en", "hi"] as const) {
      const { posts } = blogCopySchema.parse(dictionary(locale).blog);
      expect(posts.length).toBeLessThanOrEqual(MAX_POSTS);
      for (const post of posts) {
        expect(post.blog_link.startsWith(`${site.blogUrl}/`)).toBe(true);
        expect(existsSync(`public${post.img_path}`)).toBe(true);
      }
    }
    const links = (copy: typeof en) =>
      copy.blog.posts.map(({ blog_link, img_path }) => ({ blog_link, img_path }));
    expect(links(hi)).toEqual(links(en));
  });
});

describe("home facts, written by each language's formatter", () => {
  const answer = (copy: typeof home, id: string) =>
    copy.faqs.find((faq) => faq.id === id)?.answer.join(" ") ?? "";

  it("quotes the 'from' prices of pricing/facts.ts", () => {
    for (const locale of ["en", "hi"] as const) {
      const sizes = answer(dictionary(locale).home, "project-sizes");
      for (const price of [
        fromPrices.logo,
        fromPrices.socialPost,
        fromPrices.website,
        fromPrices.app,
      ])
        expect(sizes).toContain(formatters[locale].price(price));
    }
  });

  it("counts the services, programmes and steps of the facts and gives the reply time and hours", () => {
    for (const locale of ["en", "hi"] as const) {
      const copy = dictionary(locale).home;
      const format = formatters[locale];
      expect(copy.about.facts.map((fact) => fact.value)).toEqual([
        String(site.foundedYear),
        format.number(serviceFacts.length),
        format.number(programmes.length),
        format.number(processSteps.length),
      ]);
      expect(copy.servicesSection.intro).toContain(
        locale === "en"
          ? format.countWordCapital(serviceFacts.length)
          : format.countWord(serviceFacts.length),
      );
      expect(answer(copy, "communication")).toContain(format.workingDays(replyTime.days));
      expect(answer(copy, "communication")).toContain(dictionary(locale).site.officeHours);
    }
  });

  it("promises no timeline, weekly updates or fixed quote the brief does not give", () => {
    for (const locale of ["en", "hi"] as const) {
      const copy = dictionary(locale).home;
      const text = JSON.stringify([copy.hero, copy.about, copy.steps, copy.faqs, copy.faqSection]);
      expect(text).not.toMatch(/weekly|every week|fixed (quote|price)|free SSL|weeks;/i);
      expect(text).not.toMatch(/हर हफ़्ते|तय कीमत|मुफ़्त SSL|हफ़्ते लगते/);
    }
  });
});

describe("Hindi home", () => {
  it("types six Hindi words (or terms the glossary keeps in Latin) and names each one in the screen-reader sentence", () => {
    expect(hi.home.heroWords).toHaveLength(home.heroWords.length);
    for (const word of hi.home.heroWords) {
      if (!latinInHindi.includes(word))
        expect(word).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/);
      expect(hi.home.hero.srSentence).toContain(word);
    }
  });

  it("writes full stops with the danda", () => {
    const paragraphs = [...hi.home.about.paragraphs, ...hi.home.faqs.flatMap((faq) => faq.answer)];
    for (const paragraph of paragraphs) expect(paragraph).not.toMatch(/[\u0900-\u097F]\.(\s|$)/);
  });
});
