/**
 * Shared e2e helpers. `test` fails any test whose page logs a console error or throws; `scanA11y`
 * runs axe with the WCAG 2.2 A/AA rules and returns serious and critical violations.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Locator, type Page } from "@playwright/test";
import { admin as staffWords } from "../../app/staff/words";

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects (for example a 404 page's own status). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors.some((re) => re.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * An axe builder for the page once it is still: text inside a fade that has not finished (a
 * dialog opening on a loaded machine) is measured half-transparent, so running animations that
 * end are awaited first.
 */
export async function axeBuilder(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === "running" &&
            Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page for every scan to
  // merge the results of cross-origin frames, which this site has none of, and took ~3 s of a
  // whole-page scan's ~4.5 s here. Only violations come back: no caller reads the passes.
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/** Axe with the WCAG 2.2 A/AA rules. */
async function axe(page: Page) {
  return (await axeBuilder(page))
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
}

/** Serious and critical axe violations. */
export async function scanA11y(page: Page) {
  const results = await axe(page);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
}

/**
 * For the dark theme: every colour-contrast violation (whatever its impact) and every serious or
 * critical one.
 */
export async function darkViolations(page: Page) {
  const results = await axe(page);
  return results.violations
    .filter((v) => v.id === "color-contrast" || v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** The page's background in the dark theme (--color-page in app/app.css), as styles compute it. */
export const darkPageBackground = "rgb(11, 16, 32)";

/** The body's computed background colour: which theme the page is showing. */
export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Width of the page beyond the viewport, in px (0 when nothing overflows). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Keeps the image modal from opening by itself during a test that is not about it. */
export async function suppressPromo(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("promo-modal-shown", "1"));
}

/**
 * Waits until the page's script has started (<html data-scripts="ready">): a public page's
 * behaviours are attached and its islands scheduled; the staff inbox has hydrated.
 */
export async function waitForPageScripts(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.scripts === "ready");
}

/**
 * Touches the island `locator` is part of, as a visitor starting to use it does (focus on its
 * first field: app/islands hydrate a form at its first focus, press or key), and waits until it
 * has hydrated.
 */
export async function islandHydrated(locator: Locator) {
  const island = locator.locator("xpath=ancestor-or-self::site-island[1]");
  await island.locator("input:not([type=hidden]), select, textarea").first().focus();
  await expect(island).toHaveAttribute("data-hydrated", "true");
}

/**
 * A carousel (by test id) in view, and the page script's carousel behaviour attached to it
 * (app/enhancements/carousels.ts): its timers run.
 */
export async function carouselReady(page: Page, testId: string) {
  const carousel = page.getByTestId(testId);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-ready", "true");
}

/**
 * What React owns on the page: elements it created or hydrated (they carry a fiber), and those
 * of them outside an island's own markup (anywhere but inside a <site-island>) — a public page
 * hydrates its islands and nothing else.
 */
export function hydrationScope(page: Page) {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll("*")];
    const owned = elements.filter((el) =>
      Object.keys(el).some((key) => key.startsWith("__reactFiber")),
    );
    const outside = owned.filter((el) => !el.closest("site-island"));
    return {
      elements: elements.length,
      owned: owned.length,
      outside: outside.map((el) => el.outerHTML.slice(0, 80)),
    };
  });
}

/**
 * Loads `path` and scrolls it to the bottom at any width, so lazy sections, images and code
 * arrive; returns the page's response.
 */
export async function loadAndScroll(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  await waitForPageScripts(page);
  for (let step = 0; step < 80; step++) {
    const atBottom = await page.evaluate(
      () => scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) break;
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  return response;
}

/**
 * Waits for the section `id` to settle `offset` px (±8) below the sticky header, as in-page
 * links promise (40 px for sections, 120 px for the careers form).
 */
export async function expectSectionBelowHeader(page: Page, id: string, offset = 40) {
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const top = () =>
    page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top, { timeout: 5000 }).toBeGreaterThanOrEqual(headerBottom + offset - 8);
  await expect.poll(top).toBeLessThanOrEqual(headerBottom + offset + 8);
}

/** The e2e server's DATA_DIR (playwright.config.ts) and its SQLite file, for checks no page shows. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "";
export const e2eDatabaseFile = path.join(e2eDataDir, "leads.db");

/**
 * Creates (or resets) a staff account in the e2e server's database with the program an
 * operator runs, `node build/server-dist/admin-add.js` (`npm run admin:add` runs the same code
 * through tsx, a few seconds slower), of `role` when given (else a new account is an owner);
 * returns what it printed.
 */
export function addStaffAccount(
  email: string,
  password: string,
  role?: "owner" | "editor" | "sales",
): string {
  const args = ["build/server-dist/admin-add.js", email, ...(role ? ["--role", role] : [])];
  const result = spawnSync(process.execPath, args, {
    input: `${password}\n`,
    env: {
      ...process.env,
      DATA_DIR: e2eDataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`admin-add failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * Signs in at /admin/login with a password; passes once the page has left the sign-in form
 * (signed in, or on to the second factor's code page).
 */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel(staffWords.signIn.emailLabel).fill(email);
  await page.getByLabel(staffWords.signIn.passwordLabel).fill(password);
  await page.getByRole("button", { name: staffWords.signIn.submit }).click();
  await expect(page).not.toHaveURL(/\/admin\/login(\?|$)/);
}

/** The password the e2e tests give the staff accounts they make. */
export const STAFF_PASSWORD = "correct horse battery staple";

const octet = () => Math.floor(Math.random() * 250) + 1;

/**
 * A made-up client address (for X-Forwarded-For), so each browser counts against its own
 * sign-in and form limits, not the limits of the tests before it.
 */
export const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

export interface StaffBrowserOptions {
  /** Viewport, in CSS px: a 390 × 844 phone unless given. */
  width?: number;
  height?: number;
  /** A touch screen reported as a mobile device. */
  touch?: boolean;
  theme?: "light" | "dark";
  javaScript?: boolean;
}

/**
 * A browser context of its own, from an address of its own, signed in as `email` with
 * STAFF_PASSWORD: the context (to close) and its page.
 */
export async function signedInStaffPage(
  browser: Browser,
  email: string,
  options: StaffBrowserOptions = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 390, height: options.height ?? 844 },
    isMobile: options.touch ?? false,
    hasTouch: options.touch ?? false,
    colorScheme: options.theme ?? "light",
    javaScriptEnabled: options.javaScript ?? true,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  const page = await context.newPage();
  await signInWithPassword(page, email, STAFF_PASSWORD);
  return { context, page };
}
