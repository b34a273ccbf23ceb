import { formatInr } from "../../app/base/format";
import { dictionary } from "../../app/content/engine/shipped";
import {
  expect,
  expectSectionBelowHeader,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const site = dictionary("en").siteFacts;
const copy = dictionary("en");
const { pages } = copy.pages;
const { pricingPage, planCardCopy } = copy.pricing;
const { appPackage, graphicPrices, seoPlans, websitePackages } = copy.pricing;
const { price: priceLabels, feature: featureLabels } = copy.ui;
const { exploreServices } = copy.sections;

/**
 * Every price of app/content/pricing/facts.json (in rupees beside each shown price), as the page
 * prints it.
 */
const prices = {
  "graphic-design": graphicPrices.map((p) => formatInr(p.amount)),
  "app-development": [formatInr(appPackage.amount)],
  "website-development": websitePackages.map((p) => formatInr(p.amount)),
  "digital-marketing": seoPlans.map((p) => formatInr(p.monthlyAmount)),
};

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

test("has the title and description of the content layer", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page).toHaveTitle(`${pages["/pricing"].title} | ${site.brandName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    pages["/pricing"].description,
  );
});

test("four header buttons scroll to their sections", async ({ page }) => {
  await page.goto("/pricing");
  await waitForPageScripts(page);
  const hero = page.locator("section").first();
  const { sections } = pricingPage;
  for (const [name, id] of [
    [sections.graphic.eyebrow, "graphic-design"],
    [sections.app.eyebrow, "app-development"],
    [sections.website.eyebrow, "website-development"],
    [sections.digital.eyebrow, "digital-marketing"],
  ] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name, exact: true }).click();
    await expectSectionBelowHeader(page, id);
  }
});

test("every required price is shown, formatted en-IN, in its section", async ({ page }) => {
  await page.goto("/pricing");
  for (const [section, list] of Object.entries(prices)) {
    const shown = await page.locator(`#${section} [data-testid="price"]`).allTextContents();
    expect(shown, section).toEqual(list);
  }
  await expect(page.locator("#website-development")).toContainText("10–15 pages");
  await expect(page.locator("#website-development")).toContainText("20–25 pages");
  await expect(page.locator("#digital-marketing").getByText(priceLabels.perMonth)).toHaveCount(
    copy.pricing.seoPlans.length,
  );
});

test("SEO plans show keyword, backlink and landing-page counts", async ({ page }) => {
  await page.goto("/pricing");
  const plans = page.getByTestId("seo-plan");
  await expect(plans.getByRole("heading", { level: 3 })).toHaveText(
    copy.pricing.seoPlans.map((p) => p.name),
  );
  const counts = (key: "keywords" | "backlinks" | "landingPages") =>
    seoPlans.map((p) => String(p[key]));
  await expect(plans.getByTestId("seo-keywords")).toHaveText(counts("keywords"));
  await expect(plans.getByTestId("seo-backlinks")).toHaveText(counts("backlinks"));
  await expect(plans.getByTestId("seo-landing-pages")).toHaveText(counts("landingPages"));
});

test("included and excluded markers are stated in words, and support widens with tier", async ({
  page,
}) => {
  await page.goto("/pricing");
  const plans = page.getByTestId("seo-plan");
  const kickstart = plans.nth(0);
  const advanced = plans.nth(2);
  await expect(kickstart.locator("li", { hasText: "(GMB)" }).locator(".sr-only")).toHaveText(
    `${featureLabels.notIncluded} `,
  );
  await expect(advanced.locator("li", { hasText: "(GMB)" }).locator(".sr-only")).toHaveText(
    `${featureLabels.included} `,
  );
  for (const [i, plan] of copy.pricing.seoPlans.entries()) {
    for (const feature of plan.features) await expect(plans.nth(i)).toContainText(feature.label);
  }
  // No plan claims to be the most popular: the requirements name none.
  await expect(plans.getByText(planCardCopy.mostPopular)).toHaveCount(0);
  const supportCounts: number[] = [];
  for (const plan of await plans.all()) {
    supportCounts.push(
      await plan.getByTestId("support-channels").locator('li[data-included="true"]').count(),
    );
  }
  expect(supportCounts).toEqual([1, 2, 3, 4]);
});

test("Explore Services and Contact Us links go to the right places", async ({ page }) => {
  await page.goto("/pricing");
  const explore = new RegExp(`^${exploreServices.label}`);
  await expect(
    page.locator("#graphic-design").getByRole("link", { name: explore }),
  ).toHaveAttribute("href", "/services/graphic-designing");
  await expect(
    page.locator("#website-development").getByRole("link", { name: explore }),
  ).toHaveAttribute("href", "/services/website-development");
  const contact = page
    .locator("#digital-marketing")
    .getByRole("link", { name: new RegExp(`^${planCardCopy.contact}`) });
  await expect(contact).toHaveCount(copy.pricing.seoPlans.length);
  for (const link of await contact.all()) {
    await expect(link).toHaveAttribute("href", site.chatUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("Offer JSON-LD carries the same prices", async ({ page }) => {
  await page.goto("/pricing");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "null")));
  const catalog = blocks.flat().find((b) => b?.["@type"] === "OfferCatalog");
  expect(catalog?.["@context"]).toBe("https://schema.org");
  const groups = catalog.itemListElement as {
    name: string;
    itemListElement: { "@type": string; price: number; priceCurrency: string }[];
  }[];
  expect(groups.map((g) => g.name)).toEqual([
    "Graphic Design",
    "App Development",
    "Website Development",
    "Digital Marketing",
  ]);
  for (const [i, list] of Object.values(prices).entries()) {
    const offers = groups[i]?.itemListElement ?? [];
    expect(offers.every((o) => o["@type"] === "Offer" && o.priceCurrency === "INR")).toBe(true);
    expect(offers.map((o) => formatInr(o.price))).toEqual(list);
  }
});
