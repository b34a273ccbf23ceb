/**
 * Dark mode of the service, work and pricing pages (issue 16, docs/decisions/0010-dark-mode.md):
 * the cards and mock-up screens painted in the dark card colour, not white, in English and Hindi
 * (axe in dark runs on every page in quality.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect, loadAndScroll, suppressPromo, test } from "./fixtures";

/** --color-card in the dark palette (app/app.css), as computed styles report it. */
const darkCard = "rgb(20, 27, 46)";
const white = "rgb(255, 255, 255)";

/** Loads a page in dark, scrolled to the bottom so below-the-fold cards and images render. */
async function openDark(page: Page, path: string) {
  await suppressPromo(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await loadAndScroll(page, path);
}

/** Computed background colours of every element matching `selector`. */
function backgrounds(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
}

/** Computed fill of the first shape (the screen's page) of each mock-up under `selector`. */
function screenFills(page: Page, selector: string) {
  return page
    .locator(`${selector} svg > rect:first-of-type`)
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).fill));
}

for (const lang of ["", "/hi"]) {
  test(`dark ${lang}/work: project and app cards and their screens are dark`, async ({ page }) => {
    await openDark(page, `${lang}/work`);
    for (const id of ["website-project", "notable-app", "graphic-item"]) {
      const bgs = await backgrounds(page, `[data-testid="${id}"]`);
      expect(bgs.length, id).toBeGreaterThan(0);
      expect(new Set(bgs), id).toEqual(new Set([darkCard]));
    }
    const fills = await screenFills(page, '[data-testid="website-project"]');
    expect(fills.length).toBeGreaterThan(0);
    expect(new Set(fills)).toEqual(new Set([darkCard]));
  });

  test(`dark ${lang}/pricing: plan cards are dark`, async ({ page }) => {
    await openDark(page, `${lang}/pricing`);
    for (const id of ["graphic-price", "package", "app-package", "seo-plan"]) {
      const bgs = await backgrounds(page, `[data-testid="${id}"]`);
      expect(bgs.length, id).toBeGreaterThan(0);
      expect(new Set(bgs), id).toEqual(new Set([darkCard]));
    }
  });
}

test("light /work and /pricing keep white cards and screens", async ({ page }) => {
  await suppressPromo(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/work");
  expect(new Set(await backgrounds(page, '[data-testid="website-project"]'))).toEqual(
    new Set([white]),
  );
  expect(new Set(await screenFills(page, '[data-testid="website-project"]'))).toEqual(
    new Set([white]),
  );
  await page.goto("/pricing");
  expect(new Set(await backgrounds(page, '[data-testid="package"]'))).toEqual(new Set([white]));
});
