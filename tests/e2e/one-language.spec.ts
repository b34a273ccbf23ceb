/**
 * A page carries its own language only (docs/decisions/0014-copy-per-language.md). Every page of
 * the built site, in English and in Hindi, is checked by the sweep in quality.spec.ts (loaded,
 * scrolled to the bottom, everything it received searched for the other language's copy); this
 * file checks what arrives later — a client-side navigation's data and the contact popup's code
 * and words — and that the check can fail.
 */

import { localizedPath } from "../../app/base/locale";
import { dictionary } from "../../app/content/dictionary.server";
import { expect, loadAndScroll, suppressPromo, test, waitForHydration } from "./fixtures";
import { englishCopy, otherLanguage, received } from "./languages";

const english = dictionary("en");

for (const locale of ["en", "hi"] as const) {
  test.describe(`${locale === "en" ? "English" : "Hindi"} pages`, () => {
    test.beforeEach(async ({ page }) => {
      await suppressPromo(page);
    });

    test("a client-side navigation fetches data in the page's language only", async ({ page }) => {
      await loadAndScroll(page, localizedPath("/", locale));
      const bodies = await received(page, async () => {
        await page
          .locator("footer")
          .getByRole("link", {
            name: dictionary(locale).navigation.labels["/pricing"],
            exact: true,
          })
          .click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath("/pricing", locale)}$`));
        await page.waitForLoadState("networkidle");
      });
      expect([...bodies.keys()].some((url) => url.includes(".data"))).toBe(true);
      expect(otherLanguage(locale, bodies)).toEqual([]);
    });

    test("the contact popup fetches its code and words in the page's language only", async ({
      page,
    }) => {
      await page.goto(localizedPath("/pricing", locale));
      await waitForHydration(page);
      const bodies = await received(page, async () => {
        await page
          .getByRole("link", { name: dictionary(locale).ui.floatingWidget.message })
          .click();
        await expect(page.getByTestId("popup-form")).toBeVisible();
        await page.waitForLoadState("networkidle");
      });
      expect([...bodies.keys()].some((url) => url.endsWith("/site-dialogs.json"))).toBe(true);
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
