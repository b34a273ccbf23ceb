/**
 * Dark mode in the site's chrome (docs/decisions/0010-dark-mode.md): the theme switch (System,
 * Light, Dark) in the header, the mobile menu and the footer; the first frame after a reload;
 * the phone's setting without JavaScript; and axe in dark on what a page load alone does not
 * show: the contact form showing errors, the open popup, the open mobile menu and the staff
 * inbox (every page in dark is scanned by the sweep in quality.spec.ts).
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { dictionary } from "../../app/content/engine/shipped";
import { themeColors } from "../../app/lib/browser/theme";
import {
  addStaffAccount,
  bodyBackground,
  darkPageBackground,
  darkViolations,
  expect,
  horizontalOverflow,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const lightPage = "rgb(255, 255, 255)";
const white = "rgb(255, 255, 255)";
const { ui, theme } = dictionary("en");
const hindi = dictionary("hi");
const options = theme.options;

/** Records the theme and the body's background in the first animation frame, before any paint. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const record = {
        theme: document.documentElement.dataset.theme ?? "",
        background: document.body ? getComputedStyle(document.body).backgroundColor : "",
      };
      (window as unknown as { firstFrame: typeof record }).firstFrame = record;
    });
  });
}

const firstFrame = (page: Page) =>
  page
    .waitForFunction(
      () =>
        (window as unknown as { firstFrame?: { theme: string; background: string } }).firstFrame,
    )
    .then((handle) => handle.jsonValue());

/** The browser bar's colour: the first theme-color meta whose media matches. */
const themeColor = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  );

const themeColorCount = (page: Page) => page.locator('meta[name="theme-color"]').count();

async function openMobileMenu(page: Page, label: string = ui.header.menuLabel) {
  await page.locator("header").getByLabel(label, { exact: true }).click();
  const menu = page.locator("header nav").last();
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("theme switch on a light phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "light" });

  test.beforeEach(async ({ page }) => {
    await suppressPromo(page);
    await recordFirstFrame(page);
  });

  test("fits the header at 360 px: in the mobile menu only, with words", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    await waitForPageScripts(page);
    await expect(page.locator("header .theme-switch").first()).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
    const menu = await openMobileMenu(page);
    for (const label of Object.values(options)) {
      await expect(menu.getByRole("radio", { name: label })).toBeVisible();
    }
    await expect(menu.getByText(options.dark, { exact: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test("Dark turns the page dark at once and from the first frame after a reload, on every page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScripts(page);
    expect(await firstFrame(page)).toEqual({ theme: "", background: lightPage });
    expect(await themeColor(page)).toBe(themeColors.light);

    const menu = await openMobileMenu(page);
    await expect(menu.getByRole("radio", { name: options.system })).toBeChecked();
    await menu.getByText(options.dark, { exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await bodyBackground(page)).toBe(darkPageBackground);
    expect(await themeColor(page)).toBe(themeColors.dark);

    await page.reload();
    expect(await firstFrame(page)).toEqual({ theme: "dark", background: darkPageBackground });
    await waitForPageScripts(page);
    expect(await themeColor(page)).toBe(themeColors.dark);
    // The choice's own meta, and the two rendered ones (no duplicate added by hydration).
    expect(await themeColorCount(page)).toBe(3);

    // Another page, in the other language: the choice persists, and the menu shows it.
    await page.goto("/hi/privacy-policy");
    expect(await firstFrame(page)).toEqual({ theme: "dark", background: darkPageBackground });
    await waitForPageScripts(page);
    const hiMenu = await openMobileMenu(page, hindi.ui.header.menuLabel);
    await expect(hiMenu.getByRole("radio", { name: hindi.theme.options.dark })).toBeChecked();

    // Back to System: the phone decides again, and follows it live.
    await hiMenu.getByText(hindi.theme.options.system, { exact: true }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(await bodyBackground(page)).toBe(lightPage);
    expect(await themeColor(page)).toBe(themeColors.light);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => bodyBackground(page)).toBe(darkPageBackground);
    expect(await themeColor(page)).toBe(themeColors.dark);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => bodyBackground(page)).toBe(lightPage);
  });

  test("Light wins over a dark phone", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/contact-us");
    await waitForPageScripts(page);
    expect(await bodyBackground(page)).toBe(darkPageBackground);
    const menu = await openMobileMenu(page);
    await menu.getByText(options.light, { exact: true }).click();
    expect(await bodyBackground(page)).toBe(lightPage);
    await page.reload();
    expect(await firstFrame(page)).toEqual({ theme: "light", background: lightPage });
    await waitForPageScripts(page);
    expect(await themeColor(page)).toBe(themeColors.light);
    expect(await themeColorCount(page)).toBe(3);
  });
});

test.describe("theme switch in the header (768 px)", () => {
  test.use({ viewport: { width: 768, height: 900 }, colorScheme: "light" });

  test("arrow keys move between the radios, with a focus ring visible in dark", async ({
    page,
  }) => {
    await suppressPromo(page);
    await page.goto("/");
    await waitForPageScripts(page);
    const group = page.locator("header .theme-switch").first();
    await expect(group).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    // Icons only: the words are for screen readers.
    await expect(group.getByText(options.dark, { exact: true })).toHaveClass(/sr-only/);

    await group.getByRole("radio", { name: options.system }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: options.light })).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.keyboard.press("ArrowRight");
    const dark = group.getByRole("radio", { name: options.dark });
    await expect(dark).toBeFocused();
    await expect(dark).toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    const ring = await dark.evaluate((input) => {
      const style = getComputedStyle(input.closest("label") as HTMLElement);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });
    expect(ring).toEqual({ style: "solid", width: "3px", color: "rgb(165, 180, 252)" });
  });
});

test.describe("theme button beside the full navigation (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: "light" });

  test("steps through System, Light and Dark, saying the choice in its name", async ({ page }) => {
    await suppressPromo(page);
    await page.goto("/hi/pricing");
    await waitForPageScripts(page);
    const button = page.getByTestId("theme-cycle");
    await expect(button).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    const copy = hindi.theme;
    await expect(button).toHaveAccessibleName(`${copy.label}: ${copy.options.system}`);
    await button.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(button).toHaveAccessibleName(`${copy.label}: ${copy.options.light}`);
    await button.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await bodyBackground(page)).toBe(darkPageBackground);
    await button.click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    expect(await bodyBackground(page)).toBe(lightPage);
  });
});

test.describe("without JavaScript on a dark phone", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  for (const width of [390, 768, 1280]) {
    test(`the page is dark and the switch hidden at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/privacy-policy");
      expect(await bodyBackground(page)).toBe(darkPageBackground);
      for (const group of await page.locator(".theme-switch").all()) {
        await expect(group).toBeHidden();
      }
      if (width === 390) {
        await page.locator("header summary[aria-label]").click();
        await expect(page.locator("header nav").last()).toBeVisible();
        await expect(page.locator("header nav .theme-switch")).toBeHidden();
      }
    });
  }
});

test.describe("axe in dark", () => {
  test.beforeEach(async ({ page }) => {
    await suppressPromo(page);
    await page.emulateMedia({ colorScheme: "dark" });
  });

  for (const prefix of ["", "/hi"]) {
    test(`${prefix}/contact-us with the form showing errors`, async ({ page }) => {
      await page.goto(`${prefix}/contact-us`);
      await waitForPageScripts(page);
      const form = page.getByTestId("contact-form");
      await page.getByTestId("contact-submit").click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      const input = form.locator("input[name=name]");
      expect(await input.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(white);
      expect(await darkViolations(page)).toEqual([]);
    });

    test(`${prefix}: the open popup`, async ({ page }) => {
      await page.goto(prefix || "/");
      await waitForPageScripts(page);
      const copy = prefix ? hindi.ui : ui;
      await page.getByRole("link", { name: copy.floatingWidget.message }).click();
      const dialog = page.getByTestId("contact-popup");
      await expect(dialog.getByRole("heading", { name: copy.contactPopup.title })).toBeVisible();
      expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(white);
      expect(await darkViolations(page)).toEqual([]);
    });
  }

  test.describe("the open mobile menu at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const prefix of ["", "/hi"]) {
      test(`${prefix}/privacy-policy`, async ({ page }) => {
        await page.goto(`${prefix}/privacy-policy`);
        await waitForPageScripts(page);
        const menu = await openMobileMenu(
          page,
          prefix ? hindi.ui.header.menuLabel : ui.header.menuLabel,
        );
        expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(white);
        expect(await darkViolations(page)).toEqual([]);
      });
    }
  });

  test("/admin/leads signed in", async ({ page, baseURL }) => {
    // Five pages scanned (login, list, outbox, speed, one lead): more than the default 30 s.
    test.setTimeout(90_000);
    const email = `dark.${randomBytes(4).toString("hex")}@example.com`;
    const password = "correct horse battery staple";
    addStaffAccount(email, password);
    // A lead, so the list has a row to judge.
    const posted = await page.request.post("/contact-us", {
      form: {
        kind: "contact",
        name: "Asha Dark",
        email: "asha.dark@example.com",
        number: "+91 98110 24680",
        msg: "We need a website for our shop.",
      },
      headers: { Origin: baseURL ?? "", "X-Forwarded-For": "10.200.1.2" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(200);

    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.200.1.3" });
    await page.goto("/admin/login");
    expect(await darkViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
    expect(await bodyBackground(page)).toBe(darkPageBackground);
    expect(await darkViolations(page)).toEqual([]);
    for (const path of ["/admin/outbox", "/admin/speed"]) {
      await page.goto(path);
      expect(await darkViolations(page), path).toEqual([]);
    }
    await page.goto("/admin/leads");
    await page.getByRole("link", { name: "Asha Dark" }).first().click();
    await expect(page.getByRole("heading", { name: "Asha Dark" })).toBeVisible();
    expect(await darkViolations(page)).toEqual([]);
  });
});
