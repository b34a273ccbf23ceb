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
const { appDevelopmentPage } = copy.appServices;
const { projectCardCopy } = copy.projects;
const { websiteDevelopmentPage } = copy.webServices;

const servicePages = [
  "/services",
  "/services/website-development",
  "/services/graphic-designing",
  "/services/app-development",
  "/services/digital-marketing",
];

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

test("/services links each service page", async ({ page }) => {
  await page.goto("/services");
  const cards = page.getByTestId("service-overview");
  await expect(cards).toHaveCount(copy.services.services.length);
  for (const path of servicePages.slice(1)) {
    await expect(cards.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  const { fromPrices } = copy.pricing;
  const from = [fromPrices.website, fromPrices.app, fromPrices.graphic, fromPrices.seoMonthly];
  for (const price of from.map((p) => formatInr(p.amount))) {
    await expect(cards.getByText(price, { exact: true })).toBeVisible();
  }
});

test.describe("website development", () => {
  test("shows the service cards and the website projects", async ({ page }) => {
    await page.goto("/services/website-development");
    const services = page.getByTestId("web-services-list").getByRole("heading", { level: 3 });
    await expect(services).toHaveCount(copy.webServices.webServices.length);
    for (const name of [
      "Custom Website",
      "E-commerce",
      "CMS",
      "Web Application",
      "UI/UX",
      "Maintenance",
      "Hosting",
      "Domain",
      "DNS",
      "Email",
      "SSL",
      "Monitoring",
    ]) {
      await expect(services.filter({ hasText: name }).first()).toBeVisible();
    }
    const projects = page.getByTestId("web-projects-list").getByTestId("website-project");
    await expect(projects).toHaveCount(copy.projects.websiteProjects.length);
  });

  test("'View Project' opens each demo in a new tab", async ({ page }) => {
    await page.goto("/services/website-development");
    const links = page.getByRole("link", { name: new RegExp(`^${projectCardCopy.view}`) });
    await expect(links).toHaveCount(copy.projects.websiteProjects.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith(`${site.demoUrl}/`), href).toBe(true);
      expect(href.slice(site.demoUrl.length)).toMatch(/^\/[a-z-]+$/);
    }
  });

  test("hero buttons scroll to Web Services and Web Projects", async ({ page }) => {
    const { actions } = websiteDevelopmentPage.hero;
    await page.goto("/services/website-development");
    await waitForPageScripts(page);
    await page.getByRole("link", { name: actions.projects, exact: true }).click();
    await expectSectionBelowHeader(page, "web-projects");
    await expect(page).toHaveURL(/#web-projects$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: actions.services, exact: true }).click();
    await expectSectionBelowHeader(page, "web-services");
  });
});

test.describe("graphic designing", () => {
  test("shows 4 services, 11 posts in rows of four and 6 UI/UX items in rows of three", async ({
    page,
  }) => {
    await page.goto("/services/graphic-designing");
    await expect(
      page.getByTestId("graphic-services-list").getByRole("heading", { level: 3 }),
    ).toHaveText(["Logo Design", "Print Design", "Digital Design", "UI/UX Design"]);
    const posts = page.getByTestId("social-posts").getByTestId("graphic-item");
    const uiux = page.getByTestId("ui-ux-items").getByTestId("graphic-item");
    await expect(posts).toHaveCount(copy.graphic.socialPosts.length);
    await expect(uiux).toHaveCount(copy.graphic.uiUxItems.length);
    const tops = async (items: typeof posts) =>
      items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    const postTops = await tops(posts);
    expect(new Set(postTops.slice(0, 4)).size).toBe(1);
    expect(postTops[4]).toBeGreaterThan(postTops[3] ?? 0);
    const uiTops = await tops(uiux);
    expect(new Set(uiTops.slice(0, 3)).size).toBe(1);
    expect(uiTops[3]).toBeGreaterThan(uiTops[2] ?? 0);
    for (const name of ["Ludo Game", "Colour Prediction Game", "Institute Website"]) {
      await expect(uiux.getByRole("heading", { name })).toBeVisible();
    }
    // Every sample is an image with a meaningful name.
    for (const img of await page.getByTestId("social-posts").getByRole("img").all()) {
      expect((await img.getAttribute("aria-label"))?.length ?? 0).toBeGreaterThan(20);
    }
  });

  test("shows the school flex boards and the contact block", async ({ page }) => {
    await page.goto("/services/graphic-designing");
    const boards = page.getByTestId("flex-boards").getByRole("img", { name: /School/ });
    await expect(boards).toHaveCount(copy.graphic.flexBoards.length);
    const contact = page.getByTestId("contact-links");
    await expect(contact.locator('a[href^="tel:+91"]')).toHaveCount(1);
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    const chat = contact.locator('a[href^="https://wa.me/"]');
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
  });
});

test("app development shows 8 services, the two notable apps and Why Choose Us", async ({
  page,
}) => {
  await page.goto("/services/app-development");
  await expect(
    page.getByTestId("app-services-list").getByRole("heading", { level: 3 }),
  ).toHaveCount(copy.appServices.appServices.length);
  const apps = page.getByTestId("notable-apps").getByTestId("notable-app");
  await expect(apps).toHaveCount(copy.apps.notableApps.length);
  await expect(apps.getByRole("img")).toHaveCount(copy.apps.notableApps.length);
  await expect(
    page.getByRole("heading", { level: 2, name: appDevelopmentPage.sections.whyChooseUs.title }),
  ).toBeVisible();
  expect(await page.getByTestId("why-choose-us").locator("li").count()).toBeGreaterThanOrEqual(4);
});

test("digital marketing shows the six services", async ({ page }) => {
  await page.goto("/services/digital-marketing");
  const cards = page.getByTestId("digital-services-list").getByRole("heading", { level: 3 });
  await expect(cards).toHaveText([
    "Search Engine Optimisation",
    "Social Media Optimisation",
    "Pay-Per-Click Advertising",
    "Content Marketing",
    "Email Marketing",
    "Analytics & Reporting",
  ]);
  await expect(page.getByTestId("seo-plan-summary").locator("li")).toHaveCount(
    copy.pricing.seoPlans.length,
  );
});
