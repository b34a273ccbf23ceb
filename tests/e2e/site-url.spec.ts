/**
 * The page head on the server's SITE_URL (here the test server's own origin, not the default
 * http://localhost:3000 a build made without SITE_URL carries): one canonical link and one set
 * of hreflang links, on that origin, before hydration, after it, and after a client-side
 * navigation.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForPageScripts } from "./fixtures";

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => (link as HTMLLinkElement).getAttribute("href") ?? "",
    ),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    ),
  }));
}

test.describe("canonical and hreflang links on SITE_URL", () => {
  for (const [path, en, hi] of [
    ["/pricing", "/pricing", "/hi/pricing"],
    ["/hi/pricing", "/pricing", "/hi/pricing"],
    ["/", "/", "/hi"],
  ] as const) {
    test(`${path}: one set before and after hydration`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL as string).origin;
      const expected = {
        canonical: [`${origin}${path}`],
        alternates: [`en-IN ${origin}${en}`, `hi-IN ${origin}${hi}`, `x-default ${origin}${en}`],
      };
      const response = await page.request.get(path);
      const html = await response.text();
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html).not.toContain("http://localhost:3000");
      await page.goto(path);
      await waitForPageScripts(page);
      expect(await headLinks(page)).toEqual(expected);
    });
  }

  test("a client-side navigation keeps one set, for the new page", async ({ page, baseURL }) => {
    const origin = new URL(baseURL as string).origin;
    await page.goto("/pricing");
    await waitForPageScripts(page);
    await page.locator('footer a[href="/aboutUs"]').first().click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    await expect.poll(async () => (await headLinks(page)).canonical).toEqual([`${origin}/aboutUs`]);
    expect((await headLinks(page)).alternates).toEqual([
      `en-IN ${origin}/aboutUs`,
      `hi-IN ${origin}/hi/aboutUs`,
      `x-default ${origin}/aboutUs`,
    ]);
  });
});
