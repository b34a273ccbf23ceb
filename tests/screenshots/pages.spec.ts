import { test } from "@playwright/test";
import { localizedPages } from "../../app/base/site-routes";

/**
 * `npm run screenshots`: every page at 390 px and 1280 px, full page, into screenshots/.
 * THEME=light|dark|both (default light), LANGUAGE=en|hi|both (default both), PAGES=/a,/b to pick.
 * Pages are shown in the web fonts (Inter, and Noto Sans Devanagari for Hindi), as a returning
 * visitor sees them; FIRST_VISIT=1 shows a first visit instead, in the machine's own faces sized
 * like Inter (app/lib/browser/web-fonts.ts).
 */
const widths = [390, 1280];
const themes = (
  process.env.THEME === "both" ? ["light", "dark"] : [process.env.THEME ?? "light"]
) as ("light" | "dark")[];
const languages = process.env.LANGUAGE ?? "both";
const only = process.env.PAGES?.split(",");
const paths = [
  ...localizedPages.map((p) => p.path),
  "/this-page-does-not-exist",
  "/hi/this-page-does-not-exist",
].filter(
  (p) =>
    (!only || only.includes(p)) &&
    (languages === "both" || (languages === "hi") === /^\/hi(\/|$)/.test(p)),
);

for (const theme of themes) {
  for (const width of widths) {
    for (const path of paths) {
      test(`${path} at ${width}px, ${theme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.addInitScript(() => sessionStorage.setItem("promo-modal-shown", "1"));
        if (!process.env.FIRST_VISIT)
          await page.addInitScript(() => {
            localStorage.setItem("inter-font", "1");
            localStorage.setItem("devanagari-font", "1");
          });
        await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        // Lazy images below the fold load only once scrolled to. Instant jumps: the site scrolls
        // smoothly, and a shot taken mid-scroll draws the sticky header halfway down the page.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo({ top: y, behavior: "instant" });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo({ top: 0, behavior: "instant" });
        });
        await page.waitForLoadState("networkidle");
        const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
        await page.screenshot({
          path: `screenshots/${name}-${width}-${theme}.png`,
          fullPage: true,
          animations: "disabled",
        });
      });
    }
  }
}
