import { test } from "@playwright/test";
import { sitePages } from "../../app/lib/site-routes";

const widths = [390, 1280];
const only = process.env.PAGES?.split(",");
const paths = [...sitePages.map((p) => p.path), "/this-page-does-not-exist"].filter(
  (p) => !only || only.includes(p),
);

for (const width of widths) {
  for (const path of paths) {
    test(`${path} at ${width}px`, async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem("promo-modal-shown", "1"));
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
      await page.screenshot({
        path: `screenshots/${name}-${width}.png`,
        fullPage: true,
        animations: "disabled",
      });
    });
  }
}
