/**
 * How pages load (docs/decisions/0004): nothing but the stylesheet and the font is fetched before
 * the page is painted; the scripts follow, hydrate it, and client-side navigation works as before.
 */
import { expect, suppressPromo, test, waitForHydration } from "./fixtures";

for (const path of ["/", "/pricing", "/services/website-development"]) {
  test(`${path}: scripts are requested only after the page's first contentful paint`, async ({
    page,
  }) => {
    await suppressPromo(page);
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/assets/") && e.name.endsWith(".js"))
        .map((e) => e.startTime);
      return { fcp, scripts };
    });
    expect(timing.fcp).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.fcp!);
    // And the initial HTML asks for no script ahead of time.
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');
  });
}

test("after hydration, header links navigate on the client (no new document)", async ({ page }) => {
  await suppressPromo(page);
  await page.goto("/");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator('header nav[aria-label="Main"] a[href="/aboutUs"]').first().click();
  await expect(page).toHaveURL(/\/aboutUs$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(documents).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});
