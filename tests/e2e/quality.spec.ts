/**
 * Every page, in English and in Hindi, loaded once on a 360 px phone and scrolled to the bottom
 * (so lazy sections, images and code arrive), then checked as its visitors meet it:
 * - its language: `lang`, and none of the other language's copy in anything the page received
 *   (HTML, JavaScript, CSS, JSON; docs/decisions/0014-copy-per-language.md);
 * - islands only (docs/decisions/0016-islands.md): scrolled, nothing touched, React owns nothing
 *   (nor outside an island, nor more than 15 % of the page's elements), and neither the page nor
 *   anything it received carries route data;
 * - one h1, and no horizontal scrolling at 360 px;
 * - no serious or critical axe violation at 360 and at 1280 px;
 * - in the dark theme (the phone's setting), a dark page and no contrast or serious violation;
 * - no console error (the fixture).
 * One load per page for all of it: the page specs leave these checks to this file.
 */
import { localizedPages } from "../../app/base/site-routes";
import {
  bodyBackground,
  darkPageBackground,
  darkViolations,
  expect,
  horizontalOverflow,
  hydrationScope,
  loadAndScroll,
  scanA11y,
  suppressPromo,
  test,
} from "./fixtures";
import { otherLanguage, received } from "./languages";

const sweep = (["en", "hi"] as const).flatMap((locale) => {
  const prefix = locale === "en" ? "" : "/hi";
  const paths = [
    ...localizedPages.filter((p) => p.locale === locale).map((p) => p.path),
    ...(locale === "en" ? ["/paid-internship"] : []),
    `${prefix}/no-such-page`,
  ];
  return paths.map((path) => ({ path, locale, notFound: path.endsWith("/no-such-page") }));
});

for (const { path, locale, notFound } of sweep) {
  test.describe(() => {
    // The not-found page's own 404 status shows in the console; nothing else may.
    if (notFound) test.use({ allowedConsoleErrors: [/status of 404/] });
    test(`${path}: one language, accessible in both themes, no overflow at 360 px`, async ({
      page,
    }) => {
      // Three axe scans of a whole page: more than the default 30 s on a loaded machine.
      test.slow();
      await suppressPromo(page);
      await page.setViewportSize({ width: 360, height: 780 });
      const bodies = await received(page, async () => {
        const response = await loadAndScroll(page, path);
        expect(response?.status()).toBe(notFound ? 404 : 200);
        // Scrolled past every island: none hydrates before a first use (the forms).
        await expect(page.locator("site-island[data-hydrated]")).toHaveCount(0);
        const scope = await hydrationScope(page);
        expect(scope.outside, "React outside the islands").toEqual([]);
        // Islands hydrate at a first touch only (forms): scrolling touches none of them.
        expect(scope.owned, "React before any form is touched").toBe(0);
        expect(scope.owned / scope.elements, "React's share of the elements").toBeLessThanOrEqual(
          0.15,
        );
        expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
        // Instantly: the smooth scroll the site asks for took ~1.5 s to return here.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await expect(page.locator("html")).toHaveAttribute("lang", `${locale}-IN`);
        await expect(page.locator("h1")).toHaveCount(1);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await scanA11y(page), "light, 360 px").toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
        expect(await scanA11y(page), "light, 1280 px").toEqual([]);
        await page.emulateMedia({ colorScheme: "dark" });
        await expect.poll(() => bodyBackground(page)).toBe(darkPageBackground);
        expect(await darkViolations(page), "dark, 1280 px").toEqual([]);
      });
      expect(bodies.size).toBeGreaterThan(3);
      expect(otherLanguage(locale, bodies)).toEqual([]);
      // No route data, in the page or fetched (the page's script only checks that there is none).
      for (const [url, body] of bodies) {
        expect(url).not.toMatch(/\.data(\?|$)/);
        if (!url.endsWith(".js")) expect(body, url).not.toContain("__reactRouterContext");
      }
    });
  });
}
