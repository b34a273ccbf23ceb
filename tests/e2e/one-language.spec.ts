/**
 * A page carries its own language only (docs/decisions/0014-copy-per-language.md). Every page of
 * the built site, in English and in Hindi, is checked by the sweep in quality.spec.ts (loaded,
 * scrolled to the bottom, everything it received searched for the other language's copy); this
 * file checks what arrives later — the contact popup's island code, once it is opened — and that
 * the check can fail.
 */

import { localizedPath } from "../../app/base/locale";
import { dictionary } from "../../app/content/engine/shipped";
import {
  expect,
  islandHydrated,
  loadAndScroll,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";
import { englishCopy, otherLanguage, received } from "./languages";

const english = dictionary("en");

for (const locale of ["en", "hi"] as const) {
  test.describe(`${locale === "en" ? "English" : "Hindi"} pages`, () => {
    test.beforeEach(async ({ page }) => {
      await suppressPromo(page);
    });

    test("the contact popup's form, hydrated as it opens, fetches code in no language", async ({
      page,
    }) => {
      await page.goto(localizedPath("/pricing", locale));
      await waitForPageScripts(page);
      const bodies = await received(page, async () => {
        await page
          .getByRole("link", { name: dictionary(locale).ui.floatingWidget.message })
          .click();
        await expect(page.getByTestId("popup-form")).toBeVisible();
        await islandHydrated(page.getByTestId("popup-form"));
        await page.waitForLoadState("networkidle");
      });
      expect([...bodies.keys()].some((url) => /\/assets\/lead-form-/.test(url))).toBe(true);
      expect(otherLanguage(locale, bodies)).toEqual([]);
    });
  });
}

test("the check can fail: an English page still names Hindi in its switch, and nothing else", async ({
  page,
}) => {
  const bodies = await received(page, () => loadAndScroll(page, "/"));
  const html = [...bodies.values()].join("\n");
  expect(html).toContain(english.ui.languageSwitch.label);
  expect(englishCopy.length).toBeGreaterThan(300);
  expect(otherLanguage("hi", bodies).length).toBeGreaterThan(50);
});
