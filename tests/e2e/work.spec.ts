import { dictionary } from "../../app/content/engine/shipped";
import { uiUxNamedByBrief } from "../../app/content/graphic/schema";
import {
  expect,
  expectSectionBelowHeader,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const site = dictionary("en").siteFacts;
const copy = dictionary("en");
const { projectCardCopy, workPage } = copy.projects;
const { exploreServices } = copy.sections;

/** The title of a service, which is also the main heading of its page. */
function serviceTitle(id: string): string {
  const service = copy.services.services.find((s) => s.id === id);
  if (!service) throw new Error(`no service ${id}`);
  return service.title;
}

const exploreServicesName = new RegExp(`^${exploreServices.label}`);

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

test("header buttons scroll to Graphic Designs, Website Project and Application Project", async ({
  page,
}) => {
  await page.goto("/work");
  await waitForPageScripts(page);
  const hero = page.locator("section").first();
  const { actions } = workPage.hero;
  for (const [name, id] of [
    [actions.graphic, "graphic-designs"],
    [actions.websites, "website-projects"],
    [actions.apps, "application-projects"],
  ] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name, exact: true }).click();
    await expectSectionBelowHeader(page, id);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
  }
});

test("shows the website demos, each opening in a new tab", async ({ page }) => {
  await page.goto("/work");
  const demos = page.getByTestId("website-demos").getByTestId("website-project");
  await expect(demos).toHaveCount(copy.projects.websiteProjects.length);
  const titles = await demos.getByRole("heading", { level: 3 }).allTextContents();
  for (const word of [
    "Admin Dashboard",
    "User Dashboard",
    "Student Dashboard",
    "Business",
    "Educational",
    "Portfolio",
    "Blog",
    "Text Utility",
    "Nonprofit",
    "Flip-card",
    "Solar System",
  ]) {
    expect(
      titles.some((t) => t.includes(word)),
      word,
    ).toBe(true);
  }
  const links = demos.getByRole("link", { name: new RegExp(`^${projectCardCopy.view}`) });
  await expect(links).toHaveCount(copy.projects.websiteProjects.length);
  const hrefs = new Set<string>();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith(`${site.demoUrl}/`), href).toBe(true);
    expect(href.slice(site.demoUrl.length)).toMatch(/^\/[a-z-]+$/);
    hrefs.add(href);
  }
  expect(hrefs.size).toBe(copy.projects.websiteProjects.length);
  // Each demo has a mock screenshot with a meaningful name.
  await expect(demos.getByRole("img")).toHaveCount(copy.projects.websiteProjects.length);
});

test("graphic projects (a row of four, a row of three) link to graphic designing", async ({
  page,
}) => {
  await page.goto("/work");
  const section = page.locator("#graphic-designs");
  await expect(section.getByTestId("work-posts").getByTestId("graphic-item")).toHaveCount(4);
  await expect(section.getByTestId("work-ui-ux").getByTestId("graphic-item")).toHaveCount(3);
  // The UI/UX row shows the three items the brief names, not the invented ones it does not.
  const named = copy.graphic.uiUxItems.filter((item) => uiUxNamedByBrief.includes(item.id));
  await expect(section.getByTestId("work-ui-ux")).toContainText(
    new RegExp(named.map((item) => item.graphicTitle).join("[\\s\\S]*")),
  );
  const explore = section.getByRole("link", { name: exploreServicesName });
  await expect(explore).toHaveAttribute("href", "/services/graphic-designing");
  await waitForPageScripts(page);
  await explore.click();
  await expect(page).toHaveURL(/\/services\/graphic-designing$/);
  await expect(page.locator("h1")).toHaveText(serviceTitle("graphic-designing"));
});

test("application projects show the notable apps and link to app development", async ({ page }) => {
  await page.goto("/work");
  const section = page.locator("#application-projects");
  await expect(section.getByTestId("notable-app")).toHaveCount(copy.apps.notableApps.length);
  await expect(section.getByRole("link", { name: exploreServicesName })).toHaveAttribute(
    "href",
    "/services/app-development",
  );
});
