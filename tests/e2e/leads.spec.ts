/**
 * The three lead forms (contact page, contact popup, careers) with JavaScript on and off: a
 * valid lead, invalid input (errors shown, input kept) and the per-IP rate limit. The web server
 * runs with LEADS_RATE_LIMIT_MAX=3 and TRUST_PROXY=127.0.0.1 (playwright.config.ts), so each test posts
 * from its own X-Forwarded-For address.
 */
import type { Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { leadServices } from "../../app/base/lead-fields";
import { dictionary } from "../../app/content/engine/shipped";
import {
  axeBuilder,
  e2eDatabaseFile,
  expect,
  horizontalOverflow,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const { ui } = dictionary("en");
const copy = dictionary("en").forms.leadFormCopy;

/** axe (WCAG 2.2 A/AA), serious and critical findings, inside the form's region only. */
async function scanForm(page: Page, selector: string) {
  const results = await (await axeBuilder(page))
    .include(selector)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

const RATE_LIMIT = 3;

/** Each test posts from its own address, so rate limits never leak between tests. */
async function ownAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
}

/** Refused posts (400, 429) are expected here; the browser logs them as failed loads. */
function allowFailedLoads(consoleErrors: string[]) {
  return () => {
    const rest = consoleErrors.filter(
      (e) => !/Failed to load resource: the server responded with a status of (400|429)/.test(e),
    );
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  };
}

interface Lead {
  name: string;
  email: string;
  number: string;
  msg?: string;
}

const lead = (tag: string): Lead => ({
  name: `Asha ${tag}`,
  email: `asha.${tag}@example.com`,
  number: "+91 98110 24680",
  msg: `We need a website (${tag}).`,
});

async function fill(form: Locator, values: Lead, messageLabel: string | null) {
  await form.getByLabel(copy.labels.name, { exact: true }).fill(values.name);
  await form.getByLabel(copy.labels.email, { exact: true }).fill(values.email);
  await form.getByLabel(copy.labels.number).fill(values.number);
  if (messageLabel && values.msg !== undefined)
    await form.getByLabel(messageLabel).fill(values.msg);
}

const forms = [
  { name: "contact page", path: "/contact-us", prefix: "contact", messageLabel: copy.labels.msg },
  { name: "careers page", path: "/career", prefix: "career", messageLabel: copy.careerMsgLabel },
] as const;

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await suppressPromo(page);
    await ownAddress(page);
  });

  for (const f of forms) {
    test(`${f.name}: a valid lead is sent without a reload, and the form can be used again`, async ({
      page,
    }) => {
      await page.goto(f.path);
      await waitForPageScripts(page);
      await page.evaluate(() => {
        (window as unknown as { noReload: boolean }).noReload = true;
      });
      const form = page.getByTestId(`${f.prefix}-form`);
      await fill(form, lead(`${f.prefix}-js`), f.messageLabel);
      await form.getByTestId(`${f.prefix}-submit`).click();
      const success = page.getByTestId(`${f.prefix}-success`);
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      expect(
        await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload),
      ).toBe(true);
      await success.getByRole("link", { name: copy.sendAnother }).click();
      await expect(form.getByLabel(copy.labels.name, { exact: true })).toHaveValue("");
    });

    test(`${f.name}: invalid input shows errors beside the fields and keeps the input`, async ({
      page,
      consoleErrors,
    }) => {
      const dropExpected = allowFailedLoads(consoleErrors);
      await page.goto(f.path);
      await waitForPageScripts(page);
      const form = page.getByTestId(`${f.prefix}-form`);
      // Checked in the browser first: empty name, no message.
      await fill(form, { ...lead("x"), name: "", msg: "" }, f.messageLabel);
      await form.getByTestId(`${f.prefix}-submit`).click();
      const name = form.getByLabel(copy.labels.name, { exact: true });
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(copy.messages.nameRequired);
      await expect(form.getByLabel(f.messageLabel)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(copy.labels.email, { exact: true })).toHaveValue(
        "asha.x@example.com",
      );
      expect(await scanForm(page, `#${f.prefix}-form`)).toEqual([]);

      // Then by the server: an address the browser accepts but the server does not.
      await fill(form, { ...lead("y"), email: "asha@localhost" }, f.messageLabel);
      await form.getByTestId(`${f.prefix}-submit`).click();
      const email = form.getByLabel(copy.labels.email, { exact: true });
      await expect(email).toHaveAccessibleDescription(/valid email address/);
      await expect(email).toBeFocused();
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(f.messageLabel)).toHaveValue("We need a website (y).");
      expect(await horizontalOverflow(page)).toBe(0);
      dropExpected();
    });

    test(`${f.name}: past the rate limit a clear message, with the input kept`, async ({
      page,
      consoleErrors,
    }) => {
      const dropExpected = allowFailedLoads(consoleErrors);
      await page.goto(f.path);
      await waitForPageScripts(page);
      const form = page.getByTestId(`${f.prefix}-form`);
      for (let i = 0; i < RATE_LIMIT; i++) {
        await fill(form, lead(`${f.prefix}-rl${i}`), f.messageLabel);
        await form.getByTestId(`${f.prefix}-submit`).click();
        await page.getByRole("link", { name: copy.sendAnother }).click();
      }
      await fill(form, lead(`${f.prefix}-rl-last`), f.messageLabel);
      await form.getByTestId(`${f.prefix}-submit`).click();
      await expect(page.getByTestId(`${f.prefix}-alert`)).toContainText(
        "several enquiries in a short time",
      );
      await expect(form.getByLabel(f.messageLabel)).toHaveValue(
        `We need a website (${f.prefix}-rl-last).`,
      );
      dropExpected();
    });
  }

  test("contact popup: opens from the Message button, sends, and can be used again", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await waitForPageScripts(page);
    await page.getByRole("link", { name: ui.floatingWidget.message }).click();
    const dialog = page.getByTestId("contact-popup");
    await expect(dialog).toBeVisible();
    const form = dialog.getByTestId("popup-form");
    await expect(form.getByLabel(copy.serviceLabel)).toHaveValue(leadServices[0]);
    await fill(form, lead("popup-js"), null);
    await form.getByLabel(copy.serviceLabel).selectOption("SEO Management");
    await form.getByTestId("popup-submit").click();
    await expect(dialog.getByTestId("popup-success")).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await dialog.getByRole("link", { name: copy.sendAnother }).click();
    await expect(form.getByLabel(copy.labels.name, { exact: true })).toHaveValue("");
    expect(await scanForm(page, '[data-testid="contact-popup"]')).toEqual([]);
  });

  test("contact popup: invalid input and the rate limit keep the input", async ({
    page,
    consoleErrors,
  }) => {
    const dropExpected = allowFailedLoads(consoleErrors);
    await page.goto("/");
    await waitForPageScripts(page);
    await page.getByRole("link", { name: ui.floatingWidget.message }).click();
    const form = page.getByTestId("popup-form");
    await fill(form, { ...lead("p"), number: "12" }, null);
    await form.getByTestId("popup-submit").click();
    const number = form.getByLabel(copy.labels.number);
    await expect(number).toBeFocused();
    await expect(number).toHaveAccessibleDescription(/7 to 15 digits/);
    await expect(form.getByLabel(copy.labels.name, { exact: true })).toHaveValue("Asha p");

    for (let i = 0; i < RATE_LIMIT; i++) {
      await fill(form, lead(`popup-rl${i}`), null);
      await form.getByTestId("popup-submit").click();
      await page.getByRole("link", { name: copy.sendAnother }).click();
    }
    await fill(form, lead("popup-rl-last"), null);
    await form.getByTestId("popup-submit").click();
    await expect(page.getByTestId("popup-alert")).toContainText("several enquiries");
    await expect(form.getByLabel(copy.labels.email, { exact: true })).toHaveValue(
      "asha.popup-rl-last@example.com",
    );
    dropExpected();
  });

  test.describe(() => {
    // The aborted fetch is logged by the browser; nothing else may be.
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
    test("contact popup: when the form's code cannot load, the popup still opens at once with the form, which posts natively", async ({
      page,
    }) => {
      await page.goto("/pricing");
      await waitForPageScripts(page);
      await page.route(/\/assets\/(hydrate|lead-form)-/, (route) =>
        route.abort("internetdisconnected"),
      );
      await page.getByRole("link", { name: ui.floatingWidget.message }).click();
      const dialog = page.getByTestId("contact-popup");
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("link", { name: new RegExp(ui.contactPopup.call) }),
      ).toBeVisible();
      const form = dialog.getByTestId("popup-form");
      await fill(form, lead("popup-offline"), null);
      // The form's island tries to hydrate at the first touch (the fill), and cannot.
      await expect(dialog.locator("site-island")).toHaveAttribute("data-hydrated", "failed");
      await form.getByTestId("popup-submit").click();
      // The browser posted it itself: the contact page answers, worded as the popup's.
      await expect(page).toHaveURL(/\/contact-us#contact-form$/);
      await expect(page.getByTestId("contact-success")).toContainText(copy.success.popup.title);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await ownAddress(page);
  });

  for (const f of forms) {
    test(`${f.name}: a native post shows the confirmation`, async ({ page }) => {
      await page.goto(f.path);
      const form = page.getByTestId(`${f.prefix}-form`);
      await fill(form, lead(`${f.prefix}-nojs`), f.messageLabel);
      await form.getByTestId(`${f.prefix}-submit`).click();
      await expect(page.getByTestId(`${f.prefix}-success`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${f.path}#${f.prefix}-form$`));
    });

    test(`${f.name}: a native post with errors keeps everything typed`, async ({
      page,
      consoleErrors,
    }) => {
      const dropExpected = allowFailedLoads(consoleErrors);
      await page.goto(f.path);
      const form = page.getByTestId(`${f.prefix}-form`);
      // Passes the browser's own checks, fails the server's.
      await fill(form, { ...lead("n"), email: "asha@localhost" }, f.messageLabel);
      await form.getByTestId(`${f.prefix}-submit`).click();
      await expect(page.getByTestId(`${f.prefix}-alert`)).toBeVisible();
      const email = form.getByLabel(copy.labels.email, { exact: true });
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(/valid email address/);
      await expect(email).toHaveValue("asha@localhost");
      await expect(form.getByLabel(copy.labels.name, { exact: true })).toHaveValue("Asha n");
      await expect(form.getByLabel(f.messageLabel)).toHaveValue("We need a website (n).");
      dropExpected();
    });

    test(`${f.name}: a native post past the rate limit keeps the input`, async ({
      page,
      consoleErrors,
    }) => {
      const dropExpected = allowFailedLoads(consoleErrors);
      for (let i = 0; i <= RATE_LIMIT; i++) {
        await page.goto(f.path);
        const form = page.getByTestId(`${f.prefix}-form`);
        await fill(form, lead(`${f.prefix}-nojs-rl${i}`), f.messageLabel);
        await form.getByTestId(`${f.prefix}-submit`).click();
        if (i < RATE_LIMIT) await expect(page.getByTestId(`${f.prefix}-success`)).toBeVisible();
      }
      await expect(page.getByTestId(`${f.prefix}-alert`)).toContainText("several enquiries");
      await expect(
        page.getByTestId(`${f.prefix}-form`).getByLabel(copy.labels.email, { exact: true }),
      ).toHaveValue(`asha.${f.prefix}-nojs-rl${RATE_LIMIT}@example.com`);
      dropExpected();
    });
  }

  test("contact page: reloading the answer to a native post re-posts it, and it is stored once", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const form = page.getByTestId("contact-form");
    const values = lead(`nojs-reload-${Date.now()}`);
    await fill(form, values, copy.labels.msg);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-success")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("contact-success")).toBeVisible();
    expect(posts).toHaveLength(2);
    const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
    try {
      const { n } = db
        .prepare("SELECT COUNT(*) AS n FROM leads WHERE email = ?")
        .get(values.email) as { n: number };
      expect(n).toBe(1);
    } finally {
      db.close();
    }
  });

  test("contact popup: the Message button leads to the contact page; its form posts natively", async ({
    page,
    consoleErrors,
  }) => {
    const dropExpected = allowFailedLoads(consoleErrors);
    await page.goto("/pricing");
    await expect(page.getByRole("link", { name: ui.floatingWidget.message })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    // Without JavaScript the popup cannot open (its form is in the page, in a closed dialog); a
    // popup post that arrives natively is handled by the contact page's action.
    await expect(page.getByTestId("popup-form")).toBeHidden();
    const post = (fields: Record<string, string>) =>
      page.request.post("/contact-us", {
        form: { kind: "popup", page: "/pricing", ...fields },
        headers: { Origin: new URL(page.url()).origin },
      });
    const ok = await post({ ...lead("popup-nojs"), msg: "App Development" });
    expect(ok.status()).toBe(200);
    expect(await ok.text()).toContain("your enquiry has been sent");
    const bad = await post({ ...lead("popup-nojs-bad"), msg: "Not a service" });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Please choose one of the services");
    for (let i = 1; i < RATE_LIMIT; i++)
      await post({ ...lead(`popup-nojs-${i}`), msg: "SEO Management" });
    const limited = await post({ ...lead("popup-nojs-last"), msg: "SEO Management" });
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toContain("asha.popup-nojs-last@example.com");
    dropExpected();
  });
});
