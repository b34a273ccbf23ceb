/**
 * The Hindi service, work and pricing pages (/hi/...): the same checks as services.spec.ts,
 * work.spec.ts and pricing.spec.ts, with the Hindi dictionary's copy and links kept under /hi.
 */

import { formatInr } from "../../app/base/format";
import { fill } from "../../app/base/template";
import { dictionary } from "../../app/content/engine/shipped";
import {
  expect,
  expectSectionBelowHeader,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const site = dictionary("en").siteFacts;
const en = dictionary("en");
const hi = dictionary("hi");
const {
  appPackage,
  fromPrices,
  graphicPrices,
  seoPlans: seoPlanFacts,
  websitePackages,
} = hi.pricing;
const { pages } = hi.pages;
const {
  appServices: hiAppServices,
  apps: hiApps,
  digitalServices: hiDigital,
  graphic: hiGraphic,
  pricing: hiPricing,
  projects: hiProjects,
  sections: hiSections,
  services: hiServices,
  webServices: hiWeb,
} = hi;

/** The title of a Hindi service, which is also the main heading of its page. */
function serviceTitle(id: string): string {
  const service = hiServices.services.find((s) => s.id === id);
  if (!service) throw new Error(`no service ${id}`);
  return service.title;
}

/** Each Hindi page with the <h2> titles its content module gives it. */
const hindiPages = [
  {
    path: "/hi/services",
    heading: pages["/services"].heading,
    titles: [hiServices.servicesPage.listHeading, hiServices.servicesPage.cta.title],
  },
  {
    path: "/hi/services/website-development",
    heading: pages["/services/website-development"].heading,
    titles: [
      hiWeb.websiteDevelopmentPage.sections.services.title,
      hiWeb.websiteDevelopmentPage.sections.projects.title,
      hiWeb.websiteDevelopmentPage.cta.title,
    ],
  },
  {
    path: "/hi/services/app-development",
    heading: pages["/services/app-development"].heading,
    titles: [
      hiAppServices.appDevelopmentPage.sections.services.title,
      hiAppServices.appDevelopmentPage.sections.projects.title,
      hiAppServices.appDevelopmentPage.sections.whyChooseUs.title,
      hiAppServices.appDevelopmentPage.cta.title,
    ],
  },
  {
    path: "/hi/services/graphic-designing",
    heading: pages["/services/graphic-designing"].heading,
    titles: [
      hiGraphic.graphicDesigningPage.sections.services.title,
      hiGraphic.graphicDesigningPage.sections.socialPosts.title,
      hiGraphic.graphicDesigningPage.sections.uiUx.title,
      hiGraphic.graphicDesigningPage.sections.flexBoards.title,
      hiGraphic.graphicDesigningPage.contact.title,
    ],
  },
  {
    path: "/hi/services/digital-marketing",
    heading: pages["/services/digital-marketing"].heading,
    titles: [
      hiDigital.digitalMarketingPage.sections.services.title,
      hiDigital.digitalMarketingPage.sections.seoPlans.title,
      hiDigital.digitalMarketingPage.cta.title,
    ],
  },
  {
    path: "/hi/work",
    heading: pages["/work"].heading,
    titles: [
      hiProjects.workPage.sections.graphic.title,
      hiProjects.workPage.sections.websites.title,
      hiProjects.workPage.sections.apps.title,
      hiProjects.workPage.cta.title,
    ],
  },
  {
    path: "/hi/pricing",
    heading: pages["/pricing"].heading,
    titles: Object.values(hiPricing.pricingPage.sections).map((s) => s.title),
  },
];

const exploreName = new RegExp(`^${hiSections.exploreServices.label}`);

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

for (const { path, heading, titles } of hindiPages) {
  test(`${path}: Hindi heading and sections, links stay under /hi`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.locator("h1")).toHaveText(heading);
    const main = page.locator("main");
    for (const title of titles) {
      await expect(main.getByRole("heading", { level: 2, name: title, exact: true })).toHaveCount(
        1,
      );
    }
    // /hi/services/graphic-designing has none (it ends with the contact band); the others do.
    const hrefs = await main
      .locator("a[href^='/']")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(href, href).toMatch(/^\/hi(\/|$|#|\?)/);
  });
}

test("/hi/services links each Hindi service page with its price", async ({ page }) => {
  await page.goto("/hi/services");
  const cards = page.getByTestId("service-overview");
  await expect(cards).toHaveCount(hi.services.services.length);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    hiServices.services.map((s) => s.title),
  );
  for (const service of hiServices.services) {
    await expect(cards.locator(`a[href="/hi${service.goToLink}"]`)).toHaveCount(1);
  }
  const from = [fromPrices.website, fromPrices.app, fromPrices.graphic, fromPrices.seoMonthly];
  for (const price of from.map((p) => formatInr(p.amount))) {
    await expect(cards.getByText(price, { exact: true })).toBeVisible();
  }
  await expect(cards.getByText(hi.ui.price.startingAt).first()).toBeVisible();
});

test("/hi/services/website-development: Hindi cards, projects and hero scroll buttons", async ({
  page,
}) => {
  const { actions } = hiWeb.websiteDevelopmentPage.hero;
  await page.goto("/hi/services/website-development");
  await expect(page.getByTestId("web-services-list").getByRole("heading", { level: 3 })).toHaveText(
    hiWeb.webServices.map((s) => s.title),
  );
  const projects = page.getByTestId("web-projects-list").getByTestId("website-project");
  await expect(projects.getByRole("heading", { level: 3 })).toHaveText(
    hiProjects.websiteProjects.map((p) => p.webTitle),
  );
  const view = projects.getByRole("link", {
    name: new RegExp(`^${hiProjects.projectCardCopy.view}`),
  });
  await expect(view).toHaveCount(hiProjects.websiteProjects.length);
  for (const link of await view.all()) {
    expect((await link.getAttribute("href"))?.startsWith(`${site.demoUrl}/`)).toBe(true);
  }
  await waitForPageScripts(page);
  await page.getByRole("link", { name: actions.projects, exact: true }).click();
  await expectSectionBelowHeader(page, "web-projects");
  await expect(page).toHaveURL(/\/hi\/services\/website-development#web-projects$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("link", { name: actions.services, exact: true }).click();
  await expectSectionBelowHeader(page, "web-services");
});

test("/hi/services/app-development: notable apps with Hindi platform names", async ({ page }) => {
  await page.goto("/hi/services/app-development");
  await expect(page.getByTestId("app-services-list").getByRole("heading", { level: 3 })).toHaveText(
    hiAppServices.appServices.map((s) => s.title),
  );
  const apps = page.getByTestId("notable-apps").getByTestId("notable-app");
  await expect(apps.getByRole("heading", { level: 3 })).toHaveText(
    hiApps.notableApps.map((a) => a.name),
  );
  const [firstApp] = hiApps.notableApps;
  if (!firstApp) throw new Error("no notable app");
  const platforms = apps
    .first()
    .getByRole("list", { name: hiApps.notableAppCopy.platformsLabel })
    .locator("li");
  await expect(platforms).toHaveText(
    firstApp.platforms.map((p) => hiApps.notableAppCopy.platforms[p]),
  );
  await expect(apps.getByText(en.apps.notableAppCopy.platforms["web-admin"])).toHaveCount(0);
  await expect(page.getByTestId("why-choose-us").locator("li")).toHaveCount(
    hiAppServices.appWhyChooseUs.length,
  );
});

test("/hi/services/graphic-designing: Hindi services, samples and contact block", async ({
  page,
}) => {
  await page.goto("/hi/services/graphic-designing");
  await expect(
    page.getByTestId("graphic-services-list").getByRole("heading", { level: 3 }),
  ).toHaveText(hiGraphic.graphicServices.map((s) => s.title));
  await expect(page.getByTestId("social-posts").getByTestId("graphic-item")).toHaveCount(
    hiGraphic.socialPosts.length,
  );
  await expect(page.getByTestId("ui-ux-items").getByTestId("graphic-item")).toHaveCount(
    hiGraphic.uiUxItems.length,
  );
  await expect(page.getByTestId("flex-boards").getByRole("heading", { level: 3 })).toHaveText(
    hiGraphic.flexBoards.map((b) => b.title),
  );
  const contact = page.getByTestId("contact-links");
  await expect(contact.locator('a[href^="tel:+91"]')).toHaveCount(1);
  await expect(contact.locator('a[href^="https://wa.me/"]')).toContainText("WhatsApp पर");
});

test("/hi/services/digital-marketing: Hindi services, plan summary and compare link", async ({
  page,
}) => {
  const { digitalMarketingPage, digitalServices } = hiDigital;
  await page.goto("/hi/services/digital-marketing");
  await expect(
    page.getByTestId("digital-services-list").getByRole("heading", { level: 3 }),
  ).toHaveText(digitalServices.map((s) => s.title));
  const summary = page.getByTestId("seo-plan-summary").locator("li");
  await expect(summary.getByRole("heading", { level: 3 })).toHaveText(
    hiPricing.seoPlans.map((p) => p.name),
  );
  const [firstPlan] = seoPlanFacts;
  if (!firstPlan) throw new Error("no SEO plan");
  await expect(summary.first()).toContainText(fill(digitalMarketingPage.planCounts, firstPlan));
  await expect(
    page.getByRole("link", { name: digitalMarketingPage.comparePlans.label }),
  ).toHaveAttribute("href", "/hi/pricing#digital-marketing");
});

test("/hi/work: hero buttons scroll, Explore Services opens the Hindi service page", async ({
  page,
}) => {
  await page.goto("/hi/work");
  await waitForPageScripts(page);
  const hero = page.locator("section").first();
  const { actions } = hiProjects.workPage.hero;
  for (const [name, id] of [
    [actions.graphic, "graphic-designs"],
    [actions.websites, "website-projects"],
    [actions.apps, "application-projects"],
  ] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name, exact: true }).click();
    await expectSectionBelowHeader(page, id);
    await expect(page).toHaveURL(new RegExp(`/hi/work#${id}$`));
  }
  await expect(page.getByTestId("website-demos").getByTestId("website-project")).toHaveCount(
    hiProjects.websiteProjects.length,
  );
  await expect(page.locator("#application-projects").getByTestId("notable-app")).toHaveCount(
    hi.apps.notableApps.length,
  );
  await expect(
    page.locator("#application-projects").getByRole("link", { name: exploreName }),
  ).toHaveAttribute("href", "/hi/services/app-development");
  const explore = page.locator("#graphic-designs").getByRole("link", { name: exploreName });
  await expect(explore).toHaveAttribute("href", "/hi/services/graphic-designing");
  await explore.click();
  await expect(page).toHaveURL(/\/hi\/services\/graphic-designing$/);
  await expect(page.locator("h1")).toHaveText(serviceTitle("graphic-designing"));
});

test("/hi/pricing: jump buttons, prices, Hindi plans and links", async ({ page }) => {
  const { sections } = hiPricing.pricingPage;
  await page.goto("/hi/pricing");
  await waitForPageScripts(page);
  const hero = page.locator("section").first();
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
  // Every price of app/content/pricing/facts.json (in rupees beside each shown price), as the
  // page prints it.
  const prices = {
    "graphic-design": graphicPrices.map((p) => formatInr(p.amount)),
    "app-development": [formatInr(appPackage.amount)],
    "website-development": websitePackages.map((p) => formatInr(p.amount)),
    "digital-marketing": seoPlanFacts.map((p) => formatInr(p.monthlyAmount)),
  };
  for (const [section, list] of Object.entries(prices)) {
    const shown = await page.locator(`#${section} [data-testid="price"]`).allTextContents();
    expect(shown, section).toEqual(list);
  }
  await expect(page.getByTestId("graphic-price").getByRole("heading", { level: 3 })).toHaveText(
    hiPricing.graphicPrices.map((p) => p.name),
  );
  await expect(page.getByTestId("package").getByRole("heading", { level: 3 })).toHaveText(
    hiPricing.websitePackages.map((p) => p.name),
  );
  const plans = page.getByTestId("seo-plan");
  await expect(plans.getByRole("heading", { level: 3 })).toHaveText(
    hiPricing.seoPlans.map((p) => p.name),
  );
  await expect(page.locator("#digital-marketing").getByText(hi.ui.price.perMonth)).toHaveCount(
    hiPricing.seoPlans.length,
  );
  const [kickstart] = hiPricing.seoPlans;
  if (!kickstart) throw new Error("no SEO plan");
  const excluded = kickstart.features.find((f) => !f.included);
  if (excluded) {
    await expect(
      plans.nth(0).locator("li", { hasText: excluded.label }).locator(".sr-only"),
    ).toHaveText(`${hi.ui.feature.notIncluded} `);
  }
  const supportCounts: number[] = [];
  for (const plan of await plans.all()) {
    supportCounts.push(
      await plan.getByTestId("support-channels").locator('li[data-included="true"]').count(),
    );
  }
  expect(supportCounts).toEqual([1, 2, 3, 4]);
  const contact = page
    .locator("#digital-marketing")
    .getByRole("link", { name: new RegExp(hiPricing.planCardCopy.contact) });
  await expect(contact).toHaveCount(hiPricing.seoPlans.length);
  await expect(
    page.locator("#website-development").getByRole("link", { name: exploreName }),
  ).toHaveAttribute("href", "/hi/services/website-development");
  await expect(
    page
      .locator("#app-development")
      .getByRole("link", { name: hiPricing.planCardCopy.getQuote.label }),
  ).toHaveAttribute("href", "/hi/contact-us");
});
