/**
 * React only where a visitor types (docs/decisions/0016-islands.md): the lead forms are the only
 * islands, each hydrated at its first touch (focus, press, key) and a plain form until then;
 * nothing a visitor does short of that — loading, scrolling, opening the popup — brings React.
 * What they type before it has taken over is kept. The carousels and the FAQ need no React.
 */
import type { Page } from "@playwright/test";
import { fill } from "../../app/base/template";
import { dictionary } from "../../app/content/engine/shipped";
import {
  expect,
  hydrationScope,
  islandHydrated,
  loadAndScroll,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const { ui, forms, carousel: carouselCopy } = dictionary("en");
const copy = forms.leadFormCopy;

/** The scripts a page has asked for so far, as paths. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .map((e) => new URL(e.name).pathname),
  );
const reactLoaded = async (page: Page) =>
  (await scripts(page)).some((s) => /\/assets\/(react|hydrate|lead-form)-/.test(s));

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
  // Each test posts from its own address (the e2e server trusts one proxy hop).
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
});

for (const path of ["/", "/hi", "/internship", "/contact-us", "/career", "/hi/career"]) {
  test(`${path}: scrolled to the bottom, nothing touched: no React, nothing hydrated`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loadAndScroll(page, path);
    expect((await hydrationScope(page)).owned).toBe(0);
    expect(await reactLoaded(page)).toBe(false);
    await expect(page.locator("site-island[data-hydrated]")).toHaveCount(0);
  });
}

test("the careers form hydrates at its first touch, not as it comes into view", async ({
  page,
}) => {
  await page.goto("/career#career-form");
  await waitForPageScripts(page);
  const form = page.getByTestId("career-form");
  await expect(form).toBeInViewport();
  await page.waitForTimeout(500);
  expect(await reactLoaded(page)).toBe(false);
  await islandHydrated(form);
  const scope = await hydrationScope(page);
  expect(scope.owned).toBeGreaterThan(0);
  expect(scope.outside).toEqual([]);
});

test("the contact popup's form hydrates at its first touch, not as the popup opens", async ({
  page,
}) => {
  await page.goto("/pricing");
  await waitForPageScripts(page);
  await page.getByRole("link", { name: ui.floatingWidget.message }).click();
  const form = page.getByTestId("contact-popup").getByTestId("popup-form");
  await expect(form).toBeVisible();
  await page.waitForTimeout(500);
  expect(await reactLoaded(page)).toBe(false);
  // The popup's form, the same on every page, says which page it was sent from.
  await expect(form.locator('input[name="page"]')).toHaveValue("/pricing");
  await form.getByLabel(copy.labels.name, { exact: true }).press("A");
  await expect(form.locator("xpath=ancestor::site-island[1]")).toHaveAttribute(
    "data-hydrated",
    "true",
  );
});

test("what a visitor types while the form's code is on its way is kept", async ({ page }) => {
  await page.route(/\/assets\/lead-form-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/contact-us");
  await waitForPageScripts(page);
  const form = page.getByTestId("contact-form");
  const island = form.locator("xpath=ancestor::site-island[1]");
  await form.getByLabel(copy.labels.name, { exact: true }).pressSequentially("Asha");
  await form.getByLabel(copy.labels.msg).pressSequentially("Typed early.");
  await expect(island).not.toHaveAttribute("data-hydrated");
  await expect(island).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByLabel(copy.labels.name, { exact: true })).toHaveValue("Asha");
  await expect(form.getByLabel(copy.labels.msg)).toHaveValue("Typed early.");
});

test.describe(() => {
  // The refused post's 400 and the aborted code's fetches are logged by the browser.
  test.use({ allowedConsoleErrors: [/status of 400|ERR_INTERNET_DISCONNECTED/] });
  test("…also in a form the server answered with what the visitor sent", async ({ page }) => {
    // The form's code cannot load: the post goes natively, and the page comes back with the
    // errors and what was typed.
    await page.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) =>
      route.abort("internetdisconnected"),
    );
    await page.goto("/contact-us");
    await waitForPageScripts(page);
    let form = page.getByTestId("contact-form");
    await form.getByLabel(copy.labels.name, { exact: true }).fill("Asha");
    await form.getByLabel(copy.labels.email, { exact: true }).fill("asha@localhost");
    await form.getByLabel(copy.labels.number).fill("+91 98110 24680");
    await form.getByLabel(copy.labels.msg).fill("We need a website.");
    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-alert")).toBeVisible();
    await page.unrouteAll();
    // On the answer, the code comes late: what is typed meanwhile stays.
    await page.route(/\/assets\/lead-form-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await waitForPageScripts(page);
    form = page.getByTestId("contact-form");
    const message = form.getByLabel(copy.labels.msg);
    await expect(message).toHaveValue("We need a website.");
    await message.focus();
    await message.press("End");
    await message.pressSequentially(" Soon.");
    await expect(form.locator("xpath=ancestor::site-island[1]")).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await expect(message).toHaveValue("We need a website. Soon.");
  });
});

test.describe("carousels without React", () => {
  test("a swipe (here a sideways scroll) selects the slide it ends on", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForPageScripts(page);
    const carousel = page.getByTestId("testimonials-carousel");
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByTestId("testimonials-carousel-pause").click();
    await carousel.locator("figure").first().hover();
    await page.mouse.wheel(390, 0);
    await expect(carousel.locator("button[aria-current='true']")).toHaveAttribute(
      "aria-label",
      fill(carouselCopy.goTo, { position: 2 }),
    );
    await expect(carousel.locator("[data-selected='true']")).toHaveAttribute(
      "aria-label",
      /^2 of /,
    );
  });

  test("without JavaScript the slides still scroll, and the controls that need it are hidden", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/");
    for (const id of ["testimonials-carousel", "services-carousel"]) {
      const carousel = page.getByTestId(id);
      const track = carousel.locator(":scope > :first-child");
      expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expect(carousel.getByRole("button", { name: carouselCopy.next })).toBeHidden();
      await track.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
    await context.close();
  });
});
