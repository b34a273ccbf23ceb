/**
 * What the site keeps in a browser, against what the privacy policy says (issue 42). A visitor
 * uses the site as people do, in English and then in Hindi: pages load, the colour theme is
 * switched to Light and then Dark, the announcement opens by itself and is closed, the contact
 * popup opens and sends an enquiry (the contact page form another, in Hindi), and the web fonts
 * are fetched after the first paint and read by the next page. A staff member then signs in to
 * the inbox and moves between its pages. Every localStorage and sessionStorage key and every
 * cookie the browser holds is listed, and the privacy policy's page text, in English and in
 * Hindi, must name each one: a key the code starts writing that the policy does not name fails
 * here, and so does a policy that stops naming one.
 *
 * The names come from the browser, not from the code: app/base/browser-storage.ts is read only
 * to check that the walk did what it means to (every visitor key written), so a walk that
 * stopped short cannot pass by listing nothing. The https cookie (`__Host-sw_admin`) cannot be
 * set over the tests' plain http; the unit tests check the policy names it (policies.test.ts).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { staffStorage, visitorStorage } from "../../app/base/browser-storage";
import type { Locale } from "../../app/base/locale";
import { dictionary } from "../../app/content/engine/shipped";
import { admin } from "../../app/staff/words";
import { addStaffAccount, expect, test, waitForPageScripts } from "./fixtures";

const prefix = { en: "", hi: "/hi" } as const satisfies Record<Locale, string>;
const octet = () => Math.floor(Math.random() * 250) + 1;

/** The names the browser holds for this origin: both storages (read from `page`) and cookies. */
interface Held {
  local: Set<string>;
  session: Set<string>;
  cookies: Set<string>;
}

const held = (): Held => ({ local: new Set(), session: new Set(), cookies: new Set() });

/** Adds what `page`'s origin holds now to `into`. */
async function record(page: Page, context: BrowserContext, into: Held) {
  const { local, session } = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  for (const key of local) into.local.add(key);
  for (const key of session) into.session.add(key);
  for (const cookie of await context.cookies()) into.cookies.add(cookie.name);
}

/** Loads a page as a visitor would and waits until its scripts have run and it is idle. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForPageScripts(page);
  // The fonts are fetched after the first paint, then noted in localStorage.
  await page.waitForLoadState("networkidle");
}

/** The privacy policy as its page shows it, in `locale`. */
async function privacyText(page: Page, locale: Locale): Promise<string> {
  await page.goto(`${prefix[locale]}/privacy-policy`);
  return (await page.locator("main").textContent()) ?? "";
}

/** Every name in `names` that the privacy page of either language does not show. */
async function unnamed(page: Page, names: Iterable<string>) {
  const texts = { en: await privacyText(page, "en"), hi: await privacyText(page, "hi") };
  const missing: string[] = [];
  for (const name of names)
    for (const locale of ["en", "hi"] as const)
      if (!texts[locale].includes(name)) missing.push(`${name} (${locale})`);
  return missing;
}

test("a visitor's browser holds nothing the privacy policy does not name, and no cookie", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  const found = held();

  for (const locale of ["en", "hi"] as const) {
    const { ui, forms, theme } = dictionary(locale);
    const copy = forms.leadFormCopy;
    const home = `${prefix[locale]}/`;
    await visit(page, home);
    await record(page, context, found);

    // The colour theme: Light, then Dark (the footer's switch, as on every page).
    const themes = page.locator("footer .theme-switch");
    for (const option of ["light", "dark"] as const) {
      await themes.locator("label").filter({ hasText: theme.options[option] }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", option);
    }
    await record(page, context, found);

    // The announcement opens by itself once per browser session, 5 s after the first load.
    if (locale === "en") {
      const modal = page.getByTestId("image-modal");
      await expect(modal).toBeVisible({ timeout: 10_000 });
      await modal.getByRole("button", { name: ui.dialogClose }).click();
      await expect(modal).toBeHidden();
      await record(page, context, found);
    }

    // An enquiry: through the popup in English, through the contact page form in Hindi.
    if (locale === "en") {
      await page.getByRole("link", { name: ui.floatingWidget.message }).click();
      const popup = page.getByTestId("contact-popup");
      await expect(popup).toBeVisible();
      const form = popup.getByTestId("popup-form");
      await form.getByLabel(copy.labels.name, { exact: true }).fill("Asha Storage");
      await form.getByLabel(copy.labels.email, { exact: true }).fill("asha.storage@example.com");
      await form.getByLabel(copy.labels.number).fill("+91 98110 24680");
      await form.getByTestId("popup-submit").click();
      await expect(popup.getByTestId("popup-success")).toBeVisible();
      await popup.getByRole("button", { name: ui.dialogClose }).click();
    } else {
      await visit(page, `${prefix[locale]}/contact-us`);
      const form = page.getByTestId("contact-form");
      await form.getByLabel(copy.labels.name, { exact: true }).fill("आशा स्टोरेज");
      await form.getByLabel(copy.labels.email, { exact: true }).fill("asha.storage.hi@example.com");
      await form.getByLabel(copy.labels.number).fill("+91 98110 24680");
      await form.getByLabel(copy.labels.msg).fill("हमें एक वेबसाइट चाहिए।");
      await form.getByTestId("contact-submit").click();
      await expect(page.getByTestId("contact-success")).toBeVisible();
    }
    await record(page, context, found);

    // More pages: the next page's head script reads the font notes the last one wrote.
    for (const path of ["/services", "/pricing", "/internship", "/career", "/aboutUs"]) {
      await visit(page, `${prefix[locale]}${path}`);
      await record(page, context, found);
    }
  }

  // The walk did what a visitor does: every key the public pages write is there, in the
  // storage the policy says it is in.
  for (const key of [visitorStorage.theme, visitorStorage.interFont, visitorStorage.devanagariFont])
    expect(found.local, key).toContain(key);
  expect(found.session).toContain(visitorStorage.promoShown);
  // "We set no cookies for visitors."
  expect([...found.cookies]).toEqual([]);

  expect(await unnamed(page, [...found.local, ...found.session, ...found.cookies])).toEqual([]);
});

test.describe("staff", () => {
  // The words editor's save is cut off on purpose below; the browser logs the failed request.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

  test("a staff member's browser holds nothing the privacy policy does not name", async ({
    page,
    context,
  }) => {
    const email = `storage-${Date.now()}@example.com`;
    const password = "correct horse battery staple";
    addStaffAccount(email, password);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
    const found = held();

    await page.goto("/admin/login");
    await page.getByLabel(admin.signIn.emailLabel).fill(email);
    await page.getByLabel(admin.signIn.passwordLabel).fill(password);
    await page.getByRole("button", { name: admin.signIn.submit }).click();
    await expect(page).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
    await waitForPageScripts(page);
    await record(page, context, found);
    // The inbox keeps its pages' scroll positions in sessionStorage when a page is left.
    await page.goto("/admin/leads?stage=new");
    await waitForPageScripts(page);
    await record(page, context, found);

    // The words editor keeps a copy of a draft the server could not save (here: no answer).
    await page.goto("/admin/content/pricing");
    await waitForPageScripts(page);
    await page.route("**/draft", (route) =>
      route.request().method() === "POST" ? route.abort() : route.fallback(),
    );
    await page
      .getByRole("navigation", { name: admin.contentEditor.topic.sectionsLabel })
      .getByRole("link")
      .first()
      .click();
    await page.locator("main :is(input[type=text], textarea):visible").first().fill("Offline edit");
    await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "failed");
    await record(page, context, found);

    expect(found.cookies).toContain(staffStorage.sessionCookie);
    expect(found.session).toContain(staffStorage.scrollPositions);
    expect(found.local).toContain(`${staffStorage.editorBackupPrefix}pricing`);

    // A key made of a name and a topic is named by its start.
    const names = [...found.local, ...found.session, ...found.cookies].map((name) =>
      name.startsWith(staffStorage.editorBackupPrefix) ? staffStorage.editorBackupPrefix : name,
    );
    expect(await unnamed(page, names)).toEqual([]);
  });
});
