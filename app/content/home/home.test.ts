/**
 * The home page's join: what the dictionary gives in each language, with every figure from the
 * facts (its own, the agency's, the services', the programmes', the prices) written by that
 * language's formatter; and its rule, which the publish check runs (./schema.ts).
 */
import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { MAX_POSTS } from "../blog/posts";
import { blogCopySchema } from "../blog/schema";
import { checkContent, describeIssue } from "../engine/checks";
import { shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";
import { fromPriceAmounts } from "../pricing";

const en = dictionary("en");
const hi = dictionary("hi");
const home = en.home;
const documents = shippedDocuments();
const facts = documents.home.facts;
const serviceCount = documents.services.facts.services.length;
const { programmes } = documents.internship.facts;
const fromPrices = fromPriceAmounts(documents.pricing.facts);
const site = en.siteFacts;

describe("home content", () => {
  it("types the words of its words file, in order", () => {
    expect(home.heroWords).toEqual(documents.home.en.heroWords);
    expect(hi.home.heroWords).toEqual(documents.home.hi.heroWords);
  });

  it("says when and where the agency was established and links Know More to the page of the facts", () => {
    for (const { home: copy } of [en, hi]) {
      expect(copy.about.paragraphs.join(" ")).toContain(String(site.foundedYear));
      expect(copy.about.paragraphs.join(" ")).not.toContain("{");
      expect(copy.about.cta.href).toBe(facts.aboutHref);
    }
    expect(home.about.cta).toEqual({ label: "Know More", href: "/aboutUs" });
    expect(home.hero.eyebrow).toBe(
      `Software and digital studio · ${documents.site.en.locality} · since ${site.foundedYear}`,
    );
  });

  it("shows the steps of the facts in order, each with its badge and what screen readers hear first", () => {
    expect(home.steps.map(({ id, icon }) => ({ id, icon }))).toEqual(facts.steps);
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
    expect(hi.home.steps[0]?.srPrefix).toBe("चरण 1: ");
    expect(home.processSection.title).toBe("Six clear steps from first call to growth");
    expect(home.processSection.intro).toContain("the same six steps");
  });

  it("has the work areas of the facts and dashboard demos with external https links of their own", () => {
    expect(home.work.areas.map((a) => ({ id: a.id, icon: a.icon, href: a.link.href }))).toEqual(
      facts.workAreas,
    );
    for (const demo of home.work.demos) {
      expect(new URL(demo.goToLink).protocol).toBe("https:");
      expect(demo.goToLink).toBe(`${site.demoUrl}/${demo.id}`);
    }
    expect(new Set(home.work.demos.map((d) => d.goToLink)).size).toBe(home.work.demos.length);
    expect(home.work.demos[0]?.ariaLabel).toBe(
      "Explore the Admin Dashboard demo (opens in a new tab)",
    );
  });

  it("has testimonials with every field, the same people in both languages, named in each one's script", () => {
    expect(home.testimonials[0]?.logoLabel).toBe("Example Fabrics logo");
    const people = (copy: typeof home) =>
      copy.testimonials.map(({ id, imgSrc }) => ({ id, tone: imgSrc.tone }));
    expect(people(home)).toEqual(facts.testimonials.map(({ id, imgSrc }) => ({ id, ...imgSrc })));
    expect(people(hi.home)).toEqual(people(home));
    for (const { personName } of hi.home.testimonials)
      expect(personName).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/);
    // Each logo's monogram in the page's script: initials in English, one akshara in Hindi.
    expect(home.testimonials.map((t) => t.imgSrc.monogram)).toEqual(["EF", "EA", "EL"]);
    expect(hi.home.testimonials.map((t) => t.imgSrc.monogram)).toEqual(["फ़ै", "ए", "लॉ"]);
  });

  it("asks the FAQ's questions in the order of the facts", () => {
    for (const { home: copy } of [en, hi])
      expect(copy.faqs.map((f) => f.id)).toEqual(facts.faqs.map((f) => f.id));
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

  it("quotes the 'from' prices of pricing/facts.json", () => {
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
        format.number(serviceCount),
        format.number(programmes.length),
        format.number(facts.steps.length),
      ]);
      expect(copy.servicesSection.intro).toContain(format.countWordCapital(serviceCount));
      expect(answer(copy, "communication")).toContain(format.workingDays(site.replyDays));
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

describe("the home page's rule", () => {
  const findings = (change: (doc: (typeof documents)["home"]) => void) => {
    const changed = structuredClone(documents);
    change(changed.home);
    return checkContent(changed, documents, undefined, ["home"]).map(describeIssue);
  };

  it("keeps the typed words in capitals (five is fine: advice, not an error), each named in the sentence for screen readers", () => {
    expect(
      findings(({ en }) => {
        en.heroWords[1] = "Apps";
        en.heroWords.pop();
      }),
    ).toEqual([
      "home en.heroWords.1: in capitals, as the hero types it",
      "home en.hero.srSentence: name every typed word in the sentence for screen readers",
      "home hi.heroWords: has 6 items where the English has 5",
    ]);
  });

  it("takes nine questions (advice, not an error), each a question, and an answer's slots to those it may quote", () => {
    expect(
      findings(({ facts, hi }) => {
        facts.faqs.pop();
        const faq = hi.faqs.hosting;
        if (faq) {
          faq.question = faq.question.replace(/\?$/, "।");
          faq.answer[0] = `${faq.answer[0]} {price}` as never;
        }
      }),
    ).toEqual([
      expect.stringMatching(/^home en\.faqs\.multiplatform-apps: no item "multiplatform-apps"/),
      "home hi.faqs.hosting.question: a question ends with ?",
      expect.stringMatching(
        /^home hi\.faqs\.hosting\.answer\.0: \{price\} is not a slot here \(slots: \{replyTime\}/,
      ),
      expect.stringMatching(/^home hi\.faqs\.multiplatform-apps: no item "multiplatform-apps"/),
    ]);
  });
});
