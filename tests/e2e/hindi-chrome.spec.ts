/**
 * The Hindi site's chrome: the language switch (header and mobile menu, both directions, the
 * section kept with JavaScript), the Hindi 404, the Hindi policies with their language note, the
 * head (hreflang, canonical, og:locale) and the sitemap, the Hindi lead forms with JavaScript on
 * and off (errors and confirmations in Hindi, the lead stored with language "hi"), the popup in
 * Hindi and the JSON-LD. Axe, overflow and the one-language check on every Hindi page are in
 * the sweep of quality.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { localizedPages } from "../../app/base/site-routes";
import { dictionary } from "../../app/content/engine/shipped";
import { e2eDatabaseFile, expect, suppressPromo, test, waitForPageScripts } from "./fixtures";

const hindi = dictionary("hi");
const english = dictionary("en");
const hiForms = hindi.forms.leadFormCopy;
const { notFound: hiNotFound, pages: hiPages } = hindi.pages;
const enNotFound = english.pages.notFound;
const hiUi = hindi.ui;
const enUi = english.ui;

interface StoredLead {
  name: string;
  email: string;
  phone: string;
  language: string;
  source: string;
}

function storedLead(email: string): StoredLead | undefined {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    return db
      .prepare("SELECT name, email, phone, language, source FROM leads WHERE email = ?")
      .get(email) as StoredLead | undefined;
  } finally {
    db.close();
  }
}

const octet = () => Math.floor(Math.random() * 250) + 1;
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
}

/** Refused posts (400) are expected where a test sends bad input. */
function allowFailedLoads(consoleErrors: string[]) {
  return () => {
    const rest = consoleErrors.filter(
      (e) => !/Failed to load resource: the server responded with a status of 400/.test(e),
    );
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  };
}

const tag = () => Math.random().toString(36).slice(2, 10);

async function fillHindi(form: Locator, values: { name: string; email: string; number: string }) {
  await form.getByLabel(hiForms.labels.name, { exact: true }).fill(values.name);
  await form.getByLabel(hiForms.labels.email, { exact: true }).fill(values.email);
  await form.getByLabel(hiForms.labels.number).fill(values.number);
}

test.describe("language switch", () => {
  test.beforeEach(async ({ page }) => suppressPromo(page));

  test("header: English ⇄ Hindi, with lang, hreflang and a name in the page's language", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await waitForPageScripts(page);
    const toHindi = page.getByTestId("language-switch-header");
    await expect(toHindi).toHaveAttribute("href", "/hi/pricing");
    await expect(toHindi).toHaveAttribute("hreflang", "hi-IN");
    await expect(toHindi).toHaveAccessibleName(enUi.languageSwitch.ariaLabel);
    await expect(toHindi.locator("[lang=hi]")).toHaveText("हिंदी");
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

    const toEnglish = page.getByTestId("language-switch-header");
    await expect(toEnglish).toHaveAttribute("href", "/pricing");
    await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
    await expect(toEnglish).toHaveAccessibleName(hiUi.languageSwitch.ariaLabel);
    await expect(toEnglish.locator("[lang=en]")).toHaveText("English");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("keeps the section being read with JavaScript", async ({ page }) => {
    await page.goto("/privacy-policy");
    await waitForPageScripts(page);
    const sections = page.locator("article section[id]");
    const target = sections.nth(3);
    const id = await target.getAttribute("id");
    // The section's top just under the sticky header, as when reading it.
    await target.evaluate((el) => {
      const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - header + 20,
        behavior: "instant",
      });
    });
    await page.getByTestId("language-switch-header").click();
    await expect(page).toHaveURL(new RegExp(`/hi/privacy-policy#${id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect
      .poll(() =>
        page.locator(`#${id}`).evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 400),
      )
      .toBe(true);
  });

  test("mobile menu: both directions, and no JavaScript needed", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hi/aboutUs");
    await waitForPageScripts(page);
    await page.getByLabel(hiUi.header.menuLabel, { exact: true }).click();
    const toEnglish = page.getByTestId("language-switch-menu");
    await expect(toEnglish).toBeVisible();
    await expect(toEnglish).toHaveAccessibleName(hiUi.languageSwitch.ariaLabel);
    await toEnglish.click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    await page.getByLabel(enUi.header.menuLabel, { exact: true }).click();
    await page.getByTestId("language-switch-menu").click();
    await expect(page).toHaveURL(/\/hi\/aboutUs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  });

  test("the label keeps its width when the Devanagari font arrives", async ({ page }) => {
    await page.goto("/");
    const label = page.getByTestId("language-switch-header").locator("[lang]");
    const box = await label.boundingBox();
    await page.evaluate(() => document.fonts.ready);
    expect((await label.boundingBox())?.width).toBe(box?.width);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch is a plain link to the other page's top", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hi/services");
    await page.getByLabel(hiUi.header.menuLabel, { exact: true }).click();
    const toEnglish = page.getByTestId("language-switch-menu");
    await expect(toEnglish).toHaveAttribute("href", "/services");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown /hi/ path answers 404 in Hindi, linking to /hi", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hiNotFound.heading);
    await expect(page.getByRole("link", { name: hiNotFound.backLabel })).toHaveAttribute(
      "href",
      "/hi",
    );
    await expect(page).toHaveTitle(new RegExp(hiNotFound.title));
    await expect(page.getByTestId("language-switch-header")).toHaveAttribute(
      "href",
      "/no-such-page",
    );
  });

  test("the English 404 stays English", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enNotFound.heading);
    await expect(page.getByRole("link", { name: enNotFound.backLabel })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

test.describe("policies", () => {
  const hiPolicyUi = dictionary("hi").policies.policyUi;
  for (const policy of ["/privacy-policy", "/terms-and-conditions"] as const) {
    test(`${policy} in Hindi links the English version`, async ({ page }) => {
      await suppressPromo(page);
      await page.goto(`/hi${policy}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hiPages[policy].heading);
      const note = page.getByTestId("policy-language-note");
      await expect(note).toContainText(hiPolicyUi.languageNote);
      await expect(note.getByRole("link", { name: hiPolicyUi.languageNoteLink })).toHaveAttribute(
        "href",
        policy,
      );
      // Related policies and footer links stay in Hindi.
      for (const href of await page
        .locator("main a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
        if (href !== policy) expect(href).toMatch(/^\/hi(\/|$)/);

      await page.goto(policy);
      await expect(page.getByTestId("policy-language-note")).toHaveCount(0);
    });
  }
});

test.describe("head and sitemap", () => {
  for (const [pagePath, locale] of [
    ["/hi/pricing", "hi"],
    ["/pricing", "en"],
  ] as const) {
    test(`${pagePath}: canonical, hreflang alternates and og:locale`, async ({ page }) => {
      await page.goto(pagePath);
      const head = page.locator("head");
      // Prerendered pages carry the build's SITE_URL: compare paths.
      const pathOf = async (selector: string) =>
        new URL((await head.locator(selector).getAttribute("href")) ?? "").pathname;
      expect(await pathOf("link[rel=canonical]")).toBe(pagePath);
      expect(await pathOf("link[rel=alternate][hreflang=hi-IN]")).toBe("/hi/pricing");
      expect(await pathOf("link[rel=alternate][hreflang=en-IN]")).toBe("/pricing");
      expect(await pathOf("link[rel=alternate][hreflang=x-default]")).toBe("/pricing");
      await expect(head.locator("meta[property='og:locale']")).toHaveAttribute(
        "content",
        locale === "hi" ? "hi_IN" : "en_IN",
      );
    });
  }

  test("the sitemap lists the Hindi pages with their alternates", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of localizedPages.filter((p) => p.locale === "hi")) {
      const url = `${baseURL}${page.path}`;
      expect(sitemap).toContain(`<loc>${url}</loc>`);
      expect(sitemap).toContain(`hreflang="hi-IN" href="${url}"`);
    }
  });

  test("JSON-LD speaks Hindi on Hindi pages", async ({ page }) => {
    await page.goto("/hi");
    const blocks = await page
      .locator("script[type='application/ld+json']")
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
    const all = blocks.join("\n");
    expect(all).toContain(JSON.stringify(hindi.site.description).slice(1, -1));
    expect(all).toMatch(/"@id":"https?:\/\/[^"/]+\/hi#organization"/);
    expect(all).toContain('"inLanguage":"hi-IN"');

    await page.goto("/hi/services/app-development");
    const crumbs = await page
      .locator("script[type='application/ld+json']")
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? "").join("\n"));
    expect(crumbs).toContain(hiPages["/services"].title);
    expect(crumbs).toMatch(/"item":"https?:\/\/[^"/]+\/hi\/services\/app-development"/);
  });
});

test.describe("Hindi contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await suppressPromo(page);
    await ownAddress(page);
  });

  test("errors in Hindi from the browser and the server, then a Hindi confirmation; stored as hi", async ({
    page,
    consoleErrors,
  }) => {
    const dropExpected = allowFailedLoads(consoleErrors);
    await page.goto("/hi/contact-us");
    await waitForPageScripts(page);
    const form = page.getByTestId("contact-form");
    await expect(form).toHaveAttribute("action", "/hi/contact-us#contact-form");

    // The browser's own check, in Hindi.
    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-alert")).toHaveText(hiForms.summary.invalid);
    await expect(form.getByLabel(hiForms.labels.name, { exact: true })).toHaveAccessibleDescription(
      hiForms.messages.nameRequired,
    );

    // Passes the browser, fails the server: the server answers in Hindi.
    const email = `asha.${tag()}@example.com`;
    await fillHindi(form, { name: "आशा शर्मा", email: "asha@localhost", number: "९८७६५४३२१०" });
    await form.getByLabel(hiForms.labels.msg).fill("हमें एक वेबसाइट चाहिए।");
    await form.getByTestId("contact-submit").click();
    await expect(
      form.getByLabel(hiForms.labels.email, { exact: true }),
    ).toHaveAccessibleDescription(hiForms.messages.emailInvalid);
    // Devanagari digits pass the browser's check: no error on the number.
    await expect(form.getByLabel(hiForms.labels.number)).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await form.getByLabel(hiForms.labels.email, { exact: true }).fill(email);
    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-success")).toContainText(hiForms.success.contact.title);
    dropExpected();

    const stored = storedLead(email);
    expect(stored).toMatchObject({ name: "आशा शर्मा", language: "hi" });
    expect(stored?.phone.replace(/\D/g, "")).toContain("9876543210");
  });

  test("the popup speaks Hindi, with Hindi service names", async ({ page }) => {
    await page.goto("/hi");
    await waitForPageScripts(page);
    await page.getByRole("link", { name: hiUi.floatingWidget.message }).click();
    const dialog = page.getByTestId("contact-popup");
    await expect(dialog.getByRole("heading", { name: hiUi.contactPopup.title })).toBeVisible();
    const options = await dialog.locator("select option").allTextContents();
    expect(options).toEqual(Object.values(hiForms.services));
    const email = `popup.${tag()}@example.com`;
    await fillHindi(dialog, { name: "रवि कुमार", email, number: "+91 98110 24680" });
    await dialog.getByTestId("popup-submit").click();
    await expect(dialog.getByTestId("popup-success")).toContainText(hiForms.success.popup.title);
    expect(storedLead(email)).toMatchObject({ language: "hi", source: "popup" });
  });
});

test.describe("Hindi contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => ownAddress(page));

  test("server errors and the confirmation in Hindi; stored as hi with 0-9 digits", async ({
    page,
    consoleErrors,
  }) => {
    const dropExpected = allowFailedLoads(consoleErrors);
    await page.goto("/hi/contact-us");
    const form = page.getByTestId("contact-form");
    const email = `nojs.${tag()}@example.com`;
    await fillHindi(form, { name: "सीमा वर्मा", email: "asha@localhost", number: "९८७६५ ४३२१०" });
    await form.getByLabel(hiForms.labels.msg).fill("हमें एक ऐप चाहिए।");
    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-alert")).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/contact-us#contact-form$/);
    await expect(
      form.getByLabel(hiForms.labels.email, { exact: true }),
    ).toHaveAccessibleDescription(hiForms.messages.emailInvalid);
    await expect(form.getByLabel(hiForms.labels.name, { exact: true })).toHaveValue("सीमा वर्मा");
    dropExpected();

    await form.getByLabel(hiForms.labels.email, { exact: true }).fill(email);
    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-success")).toContainText(hiForms.success.contact.title);
    const stored = storedLead(email);
    expect(stored).toMatchObject({ name: "सीमा वर्मा", language: "hi" });
    expect(stored?.phone).not.toMatch(/[\u0966-\u096F]/);
    expect(stored?.phone.replace(/\D/g, "")).toContain("9876543210");
  });
});
