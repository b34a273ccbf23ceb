/**
 * The Hindi home, about, career, contact and internship pages (issue 15): each renders in Hindi
 * from the Hindi dictionary (app/content/engine/shipped.ts), keeps its internal links under
 * /hi, and its carousels and typing hero work. Axe runs on every Hindi page in
 * quality.spec.ts; the forms themselves are covered by the forms' own specs.
 */
import type { Page } from "@playwright/test";
import { fill } from "../../app/base/template";
import { dictionary } from "../../app/content/engine/shipped";
import { carouselReady, expect, suppressPromo, test, waitForPageScripts } from "./fixtures";

const copy = dictionary("hi");
const { about, carousel: carouselCopy } = copy;
const { pages } = copy.pages;
const { careerRoles, careersCopy } = copy.careers;
const { contact } = copy.contact;
const { applySteps, internshipPage, programmes, testimonialCarouselCopy } = copy.internship;
const { faqSection, faqs, hero, heroWords, processSection, testimonials } = copy.home;

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

/** Opens a Hindi page and checks its language and its <h1>. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await waitForPageScripts(page);
}

/** The <h2> texts inside <main>. */
const sectionTitles = (page: Page) => page.locator("main h2");

/**
 * Every link in <main> to a page of the site stays in Hindi; `some`: there is at least one.
 * Links inside the lead forms are the forms' own (tested with them).
 */
async function expectHindiLinks(page: Page, { some = true } = {}) {
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) =>
      links.filter((a) => !a.closest("form")).map((a) => a.getAttribute("href") ?? ""),
    );
  if (some) expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(/^\/hi(\/|$|\?|#)/);
}

/** The user-perceived characters of a word (a conjunct is one). */
function graphemes(word: string): string[] {
  return Array.from(
    new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(word),
    (s) => s.segment,
  );
}

test.describe("/hi (home)", () => {
  test("renders in Hindi with its sections, and links stay in Hindi", async ({ page }) => {
    await open(page, "/hi", pages["/"].heading);
    const titles = await sectionTitles(page).allTextContents();
    for (const title of [processSection.title, faqSection.title]) expect(titles).toContain(title);
    await expect(page.getByTestId("typing-sentence")).toHaveText(hero.srSentence);
    await expect(page.getByTestId("faq-item")).toHaveCount(faqs.length);
    await expect(page.getByTestId("process-steps")).toContainText("चरण 01");
    await expectHindiLinks(page);
    await expect(page.locator("main a", { hasText: hero.buttons.internship })).toHaveAttribute(
      "href",
      "/hi/internship",
    );
  });

  test("types the Hindi words a whole character (grapheme) at a time", async ({ page }) => {
    const start = new Date("2026-03-02T10:00:00+05:30").getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await open(page, "/hi", pages["/"].heading);
    const typed = page.getByTestId("typing-word");
    await expect(typed).toHaveText(heroWords[0] ?? "");
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.clock.runFor(100);
      seen.add((await typed.textContent()) ?? "");
    }
    // Every text shown is a whole-grapheme prefix of one of the words: no half conjuncts.
    const allowed = new Set(
      heroWords.flatMap((word) => {
        const parts = graphemes(word);
        return parts.map((_, i) => parts.slice(0, i + 1).join("")).concat("");
      }),
    );
    for (const text of seen) expect(allowed, `"${text}"`).toContain(text);
    // …and it got to the second word, typed in full.
    expect(seen).toContain(heroWords[1]);
    const second = graphemes(heroWords[1] ?? "");
    expect(seen).toContain(second.slice(0, 2).join(""));
  });

  test("the testimonials carousel moves with its Hindi controls", async ({ page }) => {
    await open(page, "/hi", pages["/"].heading);
    const carousel = page.getByTestId("testimonials-carousel");
    await carouselReady(page, "testimonials-carousel");
    await expect(carousel).toHaveAttribute("aria-roledescription", carouselCopy.roleCarousel);
    await carousel.getByTestId("testimonials-carousel-pause").click();
    const selectedName = () =>
      carousel.locator("[data-selected='true'] figcaption p").first().textContent();
    const first = await selectedName();
    await carousel.getByRole("button", { name: carouselCopy.next }).click();
    await expect.poll(selectedName).not.toBe(first);
    await expect(
      carousel.getByRole("group", {
        name: fill(carouselCopy.slideOf, { position: 1, count: testimonials.length }),
      }),
    ).toHaveCount(1);
  });

  test("the FAQ opens one answer at a time", async ({ page }) => {
    await open(page, "/hi", pages["/"].heading);
    const [one, two] = faqs;
    // Each question is the <summary> of a <details> (app/components/sections/faq.tsx): its
    // expanded state is the <details>' `open`.
    const question = (text?: string) => page.locator("#faq summary", { hasText: text });
    const expanded = (text?: string) =>
      question(text).evaluate((el) => String((el.parentElement as HTMLDetailsElement).open));
    await question(one?.question).click();
    await expect.poll(() => expanded(one?.question)).toBe("true");
    await question(two?.question).click();
    await expect.poll(() => expanded(one?.question)).toBe("false");
    await expect.poll(() => expanded(two?.question)).toBe("true");
  });
});

test("/hi/aboutUs renders in Hindi", async ({ page }) => {
  await open(page, "/hi/aboutUs", pages["/aboutUs"].heading);
  await expect(sectionTitles(page)).toContainText([
    about.storyTitle,
    about.purposeTitle,
    about.teamTitle,
    about.ctaTitle,
  ]);
  await expectHindiLinks(page);
  await expect(page.locator("main a", { hasText: about.ctaPrimary.label })).toHaveAttribute(
    "href",
    `/hi${about.ctaPrimary.href}`,
  );
});

test.describe("/hi/career", () => {
  test("renders the roles in Hindi, each Apply naming the role by id", async ({ page }) => {
    await open(page, "/hi/career", pages["/career"].heading);
    await expect(sectionTitles(page)).toContainText([
      careersCopy.perksTitle,
      careersCopy.rolesTitle,
      careersCopy.formTitle,
    ]);
    await expect(page.getByTestId("career-notice")).toHaveText(careersCopy.notice);
    await expectHindiLinks(page);
    const cards = page.getByTestId("role-card");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      careerRoles.map((r) => r.title),
    );
    for (const [index, role] of careerRoles.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute(
        "href",
        `/hi/career?role=${role.id}#career-form`,
      );
    }
  });

  test("Apply records the role's id and the form shows its Hindi title", async ({ page }) => {
    await open(page, "/hi/career", pages["/career"].heading);
    const role = careerRoles[4];
    if (!role) throw new Error("no fifth role");
    await page.getByTestId("role-card").nth(4).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/hi/career\\?role=${role.id}#career-form$`));
    await expect(page.locator("#career-form textarea")).toHaveValue(new RegExp(role.title));
  });
});

test("/hi/contact-us renders its page content in Hindi", async ({ page }) => {
  await open(page, "/hi/contact-us", pages["/contact-us"].heading);
  await expect(sectionTitles(page)).toContainText([
    contact.formTitle,
    contact.detailsTitle,
    contact.nextTitle,
  ]);
  await expect(page.getByTestId("contact-hours")).toContainText(contact.blocks.hours.title);
  await expect(page.getByTestId("contact-address")).toContainText(copy.site.region);
});

for (const path of ["/hi/internship", "/hi/paid-internship"]) {
  test(`${path} renders in Hindi, its carousel moves, links stay in Hindi`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, path, pages["/internship"].heading);
    await expect(sectionTitles(page)).toContainText([
      internshipPage.programmes.title,
      internshipPage.fees.title,
      internshipPage.whyChoose.title,
      internshipPage.testimonials.title,
      internshipPage.apply.title,
      internshipPage.contact.title,
    ]);
    await expect(page.getByTestId("programme").getByRole("heading", { level: 3 })).toHaveText(
      programmes.map((p) => p.name),
    );
    await expect(page.getByTestId("apply-steps").getByRole("heading", { level: 3 })).toHaveText(
      applySteps.map((s) => s.title),
    );
    const carousel = page.getByTestId("testimonial-carousel");
    await carousel.scrollIntoViewIfNeeded();
    const position = carousel.locator("p[aria-live]");
    await expect(position).toContainText(`${testimonialCarouselCopy.page}1 / `);
    await carousel.getByRole("button", { name: testimonialCarouselCopy.next }).click();
    await expect(position).toContainText("2 / ");
    await carousel.getByRole("button", { name: testimonialCarouselCopy.previous }).click();
    await expect(position).toContainText("1 / ");
    // Its links in <main> go out (enrolment, phone, mail, chat); none may lead to English.
    await expectHindiLinks(page, { some: false });
  });
}
