/**
 * Lazy layout (app/lib/lazy-layout.ts, decision 0013): on a fresh load, what lies below the
 * first section is laid out as it nears the viewport or when its turn comes after hydration.
 * Nothing a visitor does may land in the wrong place because of it.
 */
import {
  expect,
  expectSectionBelowHeader,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const lazy = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("lazy-layout"));

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

test("a fresh load defers the lower sections, then lays them all out in turn once painted", async ({
  page,
}) => {
  // Set by the head script, before the first paint: seen when the document has been parsed.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { lazyWhenParsed: boolean }).lazyWhenParsed =
        document.documentElement.classList.contains("lazy-layout");
    }),
  );
  await page.goto("/hi");
  expect(
    await page.evaluate(() => (window as unknown as { lazyWhenParsed?: boolean }).lazyWhenParsed),
  ).toBe(true);
  await waitForPageScripts(page);
  await expect.poll(() => lazy(page)).toBe(false);
  // Every part ends up at its real height: the page is as long as it is laid out in full.
  const lazyHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.goto("/hi#faq");
  expect(await lazy(page)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(lazyHeight);
});

test("an in-page link right after hydration lands on its section", async ({ page }) => {
  await page.goto("/hi");
  await waitForPageScripts(page);
  // Straight away, before every part has had its turn: the services section is far down.
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
  expect(await lazy(page)).toBe(true);
  await waitForPageScripts(page);
  await page.locator("#faq").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await page.waitForTimeout(300);
  const before = await page.locator("#faq").evaluate((el) => el.getBoundingClientRect().top);
  await page.reload();
  expect(await lazy(page)).toBe(false);
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
  expect(await lazy(page)).toBe(false);
  await waitForPageScripts(page);
  await expectSectionBelowHeader(page, "app-development");
});

test("Back to a long page returns to the same place", async ({ page }) => {
  // Inter cached first, so the page keeps one font throughout.
  await page.goto("/");
  await waitForPageScripts(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("inter-font"))).toBe("1");
  await page.goto("/");
  expect(await lazy(page)).toBe(true);
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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("everything is laid out as usual", async ({ page }) => {
    await page.goto("/hi");
    await expect(page.locator("html")).not.toHaveClass(/lazy-layout/);
  });
});
