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

test("after hydration, header links navigate on the client (no new document, no route discovery)", async ({
  page,
}) => {
  // Every route is in the manifest the page loads (react-router.config.ts): nothing is asked of
  // /__manifest, whose answer used to re-render the whole page after it had hydrated.
  const discovery: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") discovery.push(request.url());
  });
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
  expect(discovery).toEqual([]);
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

/**
 * Each web font (app/lib/web-fonts.ts): fetched into the cache after a first page has painted,
 * never switched under that page, switched on by the next client-side navigation, and used from
 * the first paint of the next page load.
 */
const webFontJourneys = [
  {
    font: "Inter",
    family: "Inter Variable",
    file: /inter-subset/,
    storageKey: "inter-font",
    className: "inter-font",
    pages: ["/pricing", "/aboutUs", "/contact-us"],
  },
  {
    font: "the Devanagari font",
    family: "Noto Sans Devanagari Web",
    file: /noto-sans-devanagari/,
    storageKey: "devanagari-font",
    className: "devanagari-font",
    pages: ["/hi", "/hi/aboutUs", "/hi/pricing"],
  },
] as const;

for (const { font, family, file, storageKey, className, pages } of webFontJourneys) {
  test(`${font} is cached after a first page has painted and used from the next page on`, async ({
    page,
  }) => {
    const [first, navigatedTo, loaded] = pages;
    const applied = () =>
      page.evaluate((name) => document.documentElement.classList.contains(name), className);
    // The stack in use: the web font leads it only once switched on.
    const stack = () =>
      page
        .locator("h1")
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
    await suppressPromo(page);
    await page.goto(first);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey))
      .toBe("1");
    const timing = await page.evaluate(
      (source) => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        fontStart:
          performance.getEntriesByType("resource").find((e) => new RegExp(source).test(e.name))
            ?.startTime ?? null,
      }),
      file.source,
    );
    expect(timing.fontStart).not.toBeNull();
    expect(timing.fontStart!).toBeGreaterThanOrEqual(timing.fcp);
    // Not switched under the page on screen.
    expect(await applied()).toBe(false);
    expect(await stack()).not.toContain(family);

    // A client-side navigation switches it on for the new page.
    await page.locator(`header nav a[href="${navigatedTo}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${navigatedTo}$`));
    await expect.poll(applied).toBe(true);
    expect(await stack()).toContain(family);

    // A new page load has it from the first paint, from the cache.
    await page.goto(loaded);
    expect(await applied()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(
        (name) =>
          [...document.fonts].some(
            (face) => face.family.includes(name) && face.status === "loaded",
          ),
        family,
      ),
    ).toBe(true);
  });
}

test.describe("the Devanagari web font", () => {
  const isDevanagariFont = (url: string) =>
    /\/assets\/noto-sans-devanagari-[^/]+\.woff2$/.test(url);

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
