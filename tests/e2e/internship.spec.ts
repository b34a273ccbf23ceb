import type { Locator } from "@playwright/test";
import { formatters } from "../../app/base/format";
import { fill } from "../../app/base/template";
import { shippedDocuments } from "../../app/content/engine/content";
import { dictionary } from "../../app/content/engine/shipped";
import { asDuration } from "../../app/content/internship/schema";

const site = dictionary("en").siteFacts;
const { programmes, scholarship } = shippedDocuments().internship.facts;
const { internship, structuredData } = dictionary("en");
const { stepLabel, testimonialCarouselCopy } = internship;
const format = formatters.en;
/** The programmes' facts, with their names and durations as the cards show them. */
const programmeCards = programmes.map((facts, i) => ({
  ...facts,
  duration: format.duration(asDuration(facts.duration)),
  name: internship.programmes[i]?.name ?? "",
}));

const shown = (amount: number, none: string) => (amount === 0 ? none : format.price(amount));
/** "(₹599 or ₹249)": the paid programmes' registration fees, as the texts quote them. */
const paidRegistration = `(${programmes
  .filter((p) => p.registrationFee > 0)
  .map((p) => format.price(p.registrationFee))
  .join(" or ")})`;

import {
  expect,
  expectSectionBelowHeader,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

/** Indexes of the testimonial slides lying wholly inside the carousel's viewport. */
async function visibleSlides(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector("div")?.getBoundingClientRect();
    if (!viewport) return [];
    return Array.from(root.querySelectorAll('[data-testid="testimonial-slide"]'))
      .map((slide, i) => ({
        i,
        r: (slide.querySelector("figure") ?? slide).getBoundingClientRect(),
      }))
      .filter(({ r }) => r.left >= viewport.left - 2 && r.right <= viewport.right + 2)
      .map(({ i }) => i);
  });
}

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

test("three programme cards with the required fees and facts", async ({ page }) => {
  await page.goto("/internship");
  const cards = page.getByTestId("programme");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    internship.programmes.map((p) => p.name),
  );
  await expect(cards.getByTestId("programme-fee")).toHaveText(
    programmes.map((p) => shown(p.fee, "Free")),
  );
  await expect(cards.getByTestId("registration-fee")).toHaveText(
    programmes.map((p) => shown(p.registrationFee, "None")),
  );
  const [full, js, free] = programmeCards;
  if (!full || !js || !free) throw new Error("three programmes");
  await expect(cards.nth(0)).toContainText(full.duration);
  await expect(cards.nth(0)).toContainText(`${full.frontendProjects} frontend projects`);
  await expect(cards.nth(0)).toContainText(`${full.backendProjects} backend projects`);
  await expect(cards.nth(0)).toContainText(`${full.mockInterviews} mock interviews`);
  // A certificate only where the requirements promise one, and no claim either way elsewhere.
  for (const [i, programme] of programmes.entries()) {
    await expect(cards.nth(i).getByText("Certificate of completion")).toHaveCount(
      programme.certificate ? 1 : 0,
    );
  }
  await expect(cards.nth(1)).toContainText(js.duration);
  await expect(cards.nth(1)).toContainText(`${js.frontendProjects} frontend projects`);
  await expect(cards.nth(1).locator("li", { hasText: "Backend projects" })).toContainText(
    "Not included",
  );
  await expect(cards.nth(1).locator("li", { hasText: "Mock interviews" })).toContainText(
    "Not included",
  );
  await expect(cards.nth(2)).toContainText(free.duration);
  await expect(cards.nth(2)).toContainText(`${free.frontendProjects} frontend projects`);
});

test("every Enroll Now opens the enrolment page in a new tab", async ({ page }) => {
  await page.goto("/internship");
  const enroll = page.getByRole("link", { name: /^Enroll Now/ });
  await expect(enroll).toHaveCount(internship.programmes.length + 1); // the cards and the closing call to action
  for (const link of await enroll.all()) {
    await expect(link).toHaveAttribute("href", site.internshipEnrolUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("why-choose list with its image, and the 7-step How to Apply", async ({ page }) => {
  await page.goto("/internship");
  await expect(page.locator("#why-choose").getByRole("img")).toHaveAttribute(
    "aria-label",
    /laptop/,
  );
  expect(await page.getByTestId("internship-why-choose").locator("li").count()).toBeGreaterThan(3);
  const steps = page.getByTestId("apply-steps").locator(":scope > li");
  await expect(steps).toHaveCount(internship.applySteps.length);
  await expect(steps.first()).toContainText(fill(stepLabel, { number: 1 }));
  await expect(steps.last()).toContainText(fill(stepLabel, { number: 7 }));
});

test("scholarship-test facts are stated, and never contradict the cards", async ({ page }) => {
  await page.goto("/internship");
  const facts = page.getByTestId("scholarship-facts");
  for (const text of [
    `${scholarship.durationWeeks} weeks`,
    `${format.range(scholarship.hoursPerWeek)} hours a week`,
    format.price(scholarship.testFee),
    "non-refundable",
    `${scholarship.testQuestions}-question test`,
    "sets the discount on the programme fee",
    `${scholarship.demoDays}-day demo`,
    `${scholarship.refundPercent}% refund`,
    `Within ${scholarship.refundWindowDays} days of the start date`,
  ]) {
    await expect(facts).toContainText(text);
  }
  // ₹499 always reads as the scholarship test fee, never as a programme registration fee.
  const main = page.locator("main");
  const mentions = main.locator("p, dd, li").filter({ hasText: format.price(scholarship.testFee) });
  expect(await mentions.count()).toBeGreaterThan(0);
  for (const el of await mentions.all()) {
    const text = (await el.textContent()) ?? "";
    if (text.length < 400) expect(text).toMatch(/scholarship test|test registration/i);
  }
  // The programme registration fees quoted in the texts are the ones on the cards.
  await expect(facts).toContainText(paidRegistration);
  await expect(page.getByTestId("apply-steps")).toContainText(paidRegistration);
});

test("testimonials: four per view at 1280, next and previous move", async ({ page }) => {
  await page.goto("/internship");
  await waitForPageScripts(page);
  const carousel = page.getByTestId("testimonial-carousel");
  await expect(carousel.getByTestId("testimonial-slide")).toHaveCount(
    internship.internTestimonials.length,
  );
  await carousel.scrollIntoViewIfNeeded();
  expect(await visibleSlides(carousel)).toEqual([0, 1, 2, 3]);
  const prev = carousel.getByRole("button", { name: testimonialCarouselCopy.previous });
  const next = carousel.getByRole("button", { name: testimonialCarouselCopy.next });
  await expect(prev).toBeDisabled();
  await next.click();
  await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4, 5]);
  await expect(next).toBeDisabled();
  await prev.click();
  await expect.poll(() => visibleSlides(carousel)).toEqual([0, 1, 2, 3]);
});

test("testimonials: one per view at 390, next and previous move", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/internship");
  await waitForPageScripts(page);
  const carousel = page.getByTestId("testimonial-carousel");
  await carousel.scrollIntoViewIfNeeded();
  expect(await visibleSlides(carousel)).toEqual([0]);
  await carousel.getByRole("button", { name: testimonialCarouselCopy.next }).click();
  await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
  await carousel.getByRole("button", { name: testimonialCarouselCopy.next }).click();
  await expect.poll(() => visibleSlides(carousel)).toEqual([2]);
  await carousel.getByRole("button", { name: testimonialCarouselCopy.previous }).click();
  await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
  // Each testimonial has an initials avatar with a name, the person's name and the text.
  const first = carousel.getByTestId("testimonial-slide").first();
  await expect(first.getByRole("img")).toHaveAttribute("aria-label", /^Initials avatar of /);
});

test("contact links come from the site config", async ({ page }) => {
  await page.goto("/internship");
  const links = page.locator("#internship-contact").getByTestId("contact-links");
  await expect(links.locator(`a[href="tel:${site.phoneMobile.e164}"]`)).toHaveCount(1);
  await expect(links.locator(`a[href="mailto:${site.emails.hello}"]`)).toHaveCount(1);
  const chat = links.locator(`a[href="${site.chatUrl}"]`);
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", /noopener/);
});

test("hero buttons scroll to the programmes and How to Apply", async ({ page }) => {
  await page.goto("/internship");
  await waitForPageScripts(page);
  await page.getByRole("link", { name: "How to apply", exact: true }).click();
  await expectSectionBelowHeader(page, "how-to-apply");
});

test("Course JSON-LD lists the three programmes with their fees", async ({ page }) => {
  await page.goto("/internship");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "null")));
  const courses = blocks.flat().filter((b) => b?.["@type"] === "Course");
  expect(courses.map((c) => c.name)).toEqual(internship.programmes.map((p) => p.name));
  const fee = (c: { offers: { name: string; price: number }[] }) =>
    c.offers.find((o) => o.name === structuredData.course.fee)?.price;
  expect(courses.map(fee)).toEqual(programmes.map((p) => p.fee));
  const registration = (c: { offers: { name: string; price: number }[] }) =>
    c.offers.find((o) => o.name === structuredData.course.registrationFee)?.price ?? 0;
  expect(courses.map(registration)).toEqual(programmes.map((p) => p.registrationFee));
  for (const course of courses) {
    expect(course["@context"]).toBe("https://schema.org");
    expect(course.provider.name).toBe(site.brandName);
  }
});

test("/paid-internship is the same page with /internship as canonical", async ({ page }) => {
  const response = await page.goto("/paid-internship");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("programme")).toHaveCount(internship.programmes.length);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe("/internship");
});
