/**
 * How pages load (docs/decisions/0007): nothing but the stylesheet is fetched before the page is
 * painted; the scripts follow, hydrate it, and client-side navigation works as before. The web
 * fonts are fetched only after a first page has painted, and used from the next page on
 * (decision 0012); what lies below the first section is laid out lazily (decision 0013).
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

for (const path of ["/", "/hi", "/pricing"]) {
  test(`${path}: no web font is requested before the first paint`, async ({ page }) => {
    await suppressPromo(page);
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      fonts: performance
        .getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".woff2"))
        .map((e) => e.startTime),
    }));
    expect(timing.fcp).not.toBeNull();
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.fcp!);
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('as="font"');
  });
}

test.describe("Inter", () => {
  const interApplied = (page: import("@playwright/test").Page) =>
    page.evaluate(() => document.documentElement.classList.contains("inter-font"));
  const fontFamily = (page: import("@playwright/test").Page) =>
    page
      .locator("h1")
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);

  test("a first page is set in the local faces sized like Inter; Inter is cached after it and used from the next page on", async ({
    page,
  }) => {
    await suppressPromo(page);
    await page.goto("/pricing");
    await waitForHydration(page);
    expect(await fontFamily(page)).toMatch(/^"Inter Fallback"/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("inter-font"))).toBe("1");
    const first = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      fontStart:
        performance.getEntriesByType("resource").find((e) => /inter-subset/.test(e.name))
          ?.startTime ?? null,
    }));
    expect(first.fontStart).not.toBeNull();
    expect(first.fontStart!).toBeGreaterThanOrEqual(first.fcp);
    // Not switched under the page on screen.
    expect(await interApplied(page)).toBe(false);
    expect(await fontFamily(page)).toMatch(/^"Inter Fallback"/);

    // A client-side navigation switches it on for the new page.
    await page.locator('header nav a[href="/aboutUs"]').first().click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    await expect.poll(() => interApplied(page)).toBe(true);
    expect(await fontFamily(page)).toMatch(/^"Inter Variable"/);

    // A new page load has it from the first paint, from the cache.
    await page.goto("/contact-us");
    expect(await interApplied(page)).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes("Inter Variable") && face.status === "loaded",
        ),
      ),
    ).toBe(true);
  });
});

test.describe("the Devanagari web font", () => {
  const isDevanagariFont = (url: string) =>
    /\/assets\/noto-sans-devanagari-[^/]+\.woff2$/.test(url);
  const fontApplied = (page: import("@playwright/test").Page) =>
    page.evaluate(() => document.documentElement.classList.contains("devanagari-font"));

  test("is fetched only after a first Hindi page has painted, then used from the next page on", async ({
    page,
  }) => {
    await suppressPromo(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/hi");
    await waitForHydration(page);
    // Fetched after the first paint (to the cache), not applied under the page on screen.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("devanagari-font"))).toBe("1");
    const first = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const font = performance
        .getEntriesByType("resource")
        .find((e) => /noto-sans-devanagari/.test(e.name));
      return { fcp, fontStart: font?.startTime ?? null };
    });
    expect(first.fontStart).not.toBeNull();
    expect(first.fontStart!).toBeGreaterThanOrEqual(first.fcp);
    expect(await fontApplied(page)).toBe(false);

    // A client-side navigation switches it on for the new page.
    await page.locator('header nav a[href="/hi/aboutUs"]').first().click();
    await expect(page).toHaveURL(/\/hi\/aboutUs$/);
    await expect.poll(() => fontApplied(page)).toBe(true);

    // A new page load has it from the first paint, from the cache.
    await page.goto("/hi/pricing");
    expect(await fontApplied(page)).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes("Noto Sans Devanagari Web") && face.status === "loaded",
        ),
      ),
    ).toBe(true);
  });

  test("English pages never fetch it", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (isDevanagariFont(request.url())) requested.push(request.url());
    });
    await suppressPromo(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await page.locator('header nav a[href="/pricing"]').first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.evaluate(() => document.fonts.ready);
    expect(requested).toEqual([]);
  });
});
