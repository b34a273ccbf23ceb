import { sitePages } from "../../app/lib/site-routes";
import { expect, horizontalOverflow, scanA11y, suppressPromo, test } from "./fixtures";

// Every route: one h1, no serious or critical axe violation at 360 and 1280 px, no console error
// (the fixture), and no horizontal scrolling on a 360 px phone. The page specs leave these checks
// to this file (and the Hindi pages to hindi-chrome.spec.ts) rather than running axe twice.
const paths = [...sitePages.map((p) => p.path), "/paid-internship", "/no-such-page"];

for (const path of paths) {
  // The not-found page's own 404 status shows in the console; nothing else may.
  test.describe(() => {
    if (path === "/no-such-page") test.use({ allowedConsoleErrors: [/status of 404/] });
    test(`${path}: accessible, error-free, no overflow at 360 px`, async ({ page }) => {
      await suppressPromo(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await scanA11y(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await scanA11y(page)).toEqual([]);
    });
  });
}
