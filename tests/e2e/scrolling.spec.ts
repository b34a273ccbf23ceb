/**
 * Scrolling on long pages: an in-page link lands on its section at once, and the browser keeps
 * the reader's place on a reload, a link with a fragment and Back (the browser's own scroll
 * restoration: page changes are normal page loads, docs/decisions/0016-islands.md).
 */
import {
  expect,
  expectSectionBelowHeader,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

test("an in-page link right after load lands on its section, far down a Hindi page", async ({
  page,
}) => {
  await page.goto("/hi");
  await waitForPageScripts(page);
  await page.locator('main a[href="#services"]').first().click();
  await expectSectionBelowHeader(page, "services");
});

test("a reload keeps the reader where they were", async ({ page }) => {
  // Fonts cached first (a first visit's page is set in local faces, a reload in the web fonts).
  await page.goto("/hi");
  await waitForPageScripts(page);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith("-font"))))
    .toHaveLength(2);
  await page.goto("/hi");
  await waitForPageScripts(page);
  await page.locator("#faq").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await page.waitForTimeout(300);
  const before = await page.locator("#faq").evaluate((el) => el.getBoundingClientRect().top);
  await page.reload();
  await waitForPageScripts(page);
  await expect
    .poll(() => page.locator("#faq").evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThan(before - 8);
  expect(await page.locator("#faq").evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(
    before + 8,
  );
});

test("a link with a fragment from another page opens at that section", async ({ page }) => {
  await page.goto("/pricing#app-development");
  await waitForPageScripts(page);
  await expectSectionBelowHeader(page, "app-development");
});

test("Back to a long page returns to the same place", async ({ page }) => {
  // Inter cached first, so the page keeps one font throughout.
  await page.goto("/");
  await waitForPageScripts(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("inter-font"))).toBe("1");
  await page.goto("/");
  await waitForPageScripts(page);
  // A link halfway down the page, clicked where it is.
  const link = page.locator('#services a[href="/services/website-development"]').first();
  await link.evaluate((el) => el.scrollIntoView({ behavior: "instant", block: "center" }));
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(/\/services\/website-development$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate((before) => Math.abs(window.scrollY - before), y))
    .toBeLessThan(8);
});
