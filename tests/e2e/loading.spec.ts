/**
 * How pages load (docs/decisions/0016-islands.md): a public page asks for its one small script
 * and nothing more until a visitor nears or touches an island; moving to another page is a normal
 * page load, fetched ahead by Speculation Rules. The web fonts are fetched only after a first
 * page has painted, and used from the next page on (decision 0012).
 */
import { expect, suppressPromo, test, waitForPageScripts } from "./fixtures";

/** The scripts a page has asked for so far, as paths. */
const scriptsLoaded = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .map((e) => new URL(e.name).pathname),
  );

for (const path of ["/", "/pricing", "/contact-us", "/hi/career"]) {
  test(`${path}: a phone left alone loads the page's own script only: no React, no island`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await suppressPromo(page);
    await page.goto(path);
    await waitForPageScripts(page);
    await page.waitForTimeout(1500);
    const scripts = await scriptsLoaded(page);
    expect(scripts.some((s) => /\/assets\/(entry\.client|page)-/.test(s))).toBe(true);
    // Besides the page's own: the speed beacon, the visit count's beacon (after idle) and the
    // announcement's form gate (when it is due): none of them React or an island.
    for (const script of scripts)
      expect(script).toMatch(
        /\/assets\/(entry\.client|page|web-vitals[^/]*|visit\.client|promo-gate)-[\w-]+\.js$/,
      );
    // No route data and no React Router: those are the staff inbox's.
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain("__reactRouterContext");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
}

test("moving to another page is a normal page load, which Speculation Rules fetch ahead", async ({
  page,
}) => {
  await suppressPromo(page);
  await page.goto("/");
  await waitForPageScripts(page);
  const rules = JSON.parse(
    (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
  );
  expect(rules.prefetch?.length).toBeGreaterThan(0);
  expect(rules.prerender?.length).toBeGreaterThan(0);
  expect(JSON.stringify(rules)).toContain("/admin");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.locator('header nav[aria-label="Main"] a[href="/aboutUs"]').first().click();
  await expect(page).toHaveURL(/\/aboutUs$/);
  await expect(page.locator("h1")).toBeVisible();
  await waitForPageScripts(page);
  // Loaded as a document (unless the browser had it prerendered already, with no request now).
  expect(documents.filter((d) => d !== "/aboutUs")).toEqual([]);
});

for (const path of ["/", "/hi", "/pricing"]) {
  test(`${path}: no web font is requested before the first paint`, async ({ page }) => {
    await suppressPromo(page);
    await page.goto(path);
    await waitForPageScripts(page);
    // The page's script starts at load, which a browser may fire before its first paint.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
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
    expect(html).not.toMatch(/<link[^>]+as="font"/);
  });
}

/**
 * Each web font (app/lib/browser/web-fonts.ts): fetched into the cache after a first page has painted,
 * never switched under that page, and used from the first paint of the next page.
 */
const webFontJourneys = [
  {
    font: "Inter",
    family: "Inter Variable",
    file: /inter-subset/,
    storageKey: "inter-font",
    className: "inter-font",
    pages: ["/pricing", "/aboutUs"],
  },
  {
    font: "the Devanagari font",
    family: "Noto Sans Devanagari Web",
    file: /noto-sans-devanagari/,
    storageKey: "devanagari-font",
    className: "devanagari-font",
    pages: ["/hi", "/hi/aboutUs"],
  },
] as const;

for (const { font, family, file, storageKey, className, pages } of webFontJourneys) {
  test(`${font} is cached after a first page has painted and used from the next page on`, async ({
    page,
  }) => {
    const [first, next] = pages;
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
    await waitForPageScripts(page);
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

    // The next page, reached through the menu, has it from its first paint, from the cache:
    // its head asks for the font before the page is laid out (head-scripts.ts).
    await page.locator(`header nav a[href="${next}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    await page.waitForLoadState("domcontentloaded");
    expect(await applied()).toBe(true);
    expect(await stack()).toContain(family);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
    const nextTiming = await page.evaluate(
      (source) => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        fontStart: performance
          .getEntriesByType("resource")
          .find((e) => new RegExp(source).test(e.name))?.startTime,
      }),
      file.source,
    );
    expect(nextTiming.fontStart).toBeLessThan(nextTiming.fcp);
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
    await waitForPageScripts(page);
    await page.locator('header nav a[href="/pricing"]').first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.evaluate(() => document.fonts.ready);
    expect(requested).toEqual([]);
  });
});
