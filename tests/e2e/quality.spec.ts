import { sitePages } from "../../app/lib/site-routes";
import { expect, horizontalOverflow, scanA11y, suppressPromo, test } from "./fixtures";

// Every route: no serious or critical axe violation, no console error (the fixture), and no
// horizontal scrolling on a 360 px phone.
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
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await scanA11y(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await scanA11y(page)).toEqual([]);
    });
  });
}
