/**
 * A lead's page on a 390 px phone (issue 53, deliverable 6), in a real browser:
 * - the note box empties after a note, and a double tap adds one note, with JavaScript and
 *   without it;
 * - the visitor's message as they wrote it, the form as its own row, the technical rows under a
 *   closed "Details";
 * - the e2e server has no SMTP server: every staff page shows the plain banner saying nobody is
 *   emailed, without sideways scroll;
 * - axe finds nothing serious in either theme; screenshots at 390 and 1280 px in both themes
 *   are written to test-results/lead-page/ for a person to look at.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { admin, leadPageWords } from "../../app/staff/words";
import {
  addStaffAccount,
  darkViolations,
  e2eDatabaseFile,
  expect,
  horizontalOverflow,
  randomIp,
  STAFF_PASSWORD,
  type StaffBrowserOptions,
  scanA11y,
  signedInStaffPage,
  test,
  waitForPageScripts,
} from "./fixtures";

/** Where the screenshots go (Playwright empties test-results/ at each run). */
const SHOTS = "test-results/lead-page";
const tag = () => `p${randomBytes(4).toString("hex")}`;
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function postLead(page: Page, name: string, msg: string, number = mobile()) {
  const response = await page.request.post("/contact-us", {
    form: { kind: "contact", name, email: `${name.replace(/\W+/g, ".")}@example.com`, number, msg },
    headers: { "X-Forwarded-For": randomIp() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  const conn = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    return (conn.prepare("SELECT id FROM leads WHERE name = ?").get(name) as { id: string }).id;
  } finally {
    conn.close();
  }
}

function notesOf(id: string): string[] {
  const conn = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    return (
      conn.prepare("SELECT body FROM lead_notes WHERE lead_id = ? ORDER BY id").all(id) as {
        body: string;
      }[]
    ).map((row) => row.body);
  } finally {
    conn.close();
  }
}

/** A phone, signed in; a laptop (900 px high, no touch) when `width` is given. */
const phone = (browser: Browser, email: string, options: StaffBrowserOptions = {}) =>
  signedInStaffPage(browser, email, {
    ...options,
    height: options.width ? 900 : 844,
    touch: !options.width,
  });

for (const javaScript of [true, false]) {
  test(`the note box empties after a note and a double tap adds one note (${javaScript ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const t = tag();
    const owner = `notes.${t}@example.com`;
    addStaffAccount(owner, STAFF_PASSWORD, "owner");
    const { context, page } = await phone(browser, owner, { javaScript });
    const id = await postLead(page, `Note ${t}`, "Please call after 5 pm.");
    await page.goto(`/admin/leads/${id}`);
    if (javaScript) await waitForPageScripts(page);
    const box = page.getByLabel(admin.notes.label);
    await box.fill("Called; wants a quote by Friday");
    await page.getByRole("button", { name: admin.notes.submit }).dblclick();
    await expect(page.getByText(admin.notes.added)).toBeVisible();
    await expect(page.getByTestId("lead-note")).toHaveCount(1);
    await expect(box).toHaveValue("");
    expect(notesOf(id)).toEqual(["Called; wants a quote by Friday"]);
    // The next note is another one.
    await box.fill("Sent the quote");
    await page.getByRole("button", { name: admin.notes.submit }).click();
    await expect(page.getByTestId("lead-note")).toHaveCount(2);
    await expect(box).toHaveValue("");
    expect(notesOf(id)).toEqual(["Called; wants a quote by Friday", "Sent the quote"]);
    await context.close();
  });
}

test("a lead's page at 390 px: the visitor's words, Details closed, the no-email banner on every staff page, duplicates marked in the list", async ({
  browser,
}) => {
  const t = tag();
  const owner = `page.${t}@example.com`;
  addStaffAccount(owner, STAFF_PASSWORD, "owner");
  const number = mobile();
  const { context, page } = await phone(browser, owner);
  const id = await postLead(page, `Lakshmi ${t}`, "We need an online shop for our sarees.", number);
  // The same person again (their number written another way): marked in the list.
  await postLead(page, `Lakshmi again ${t}`, "Any news?", `+91 ${number}`);
  await page.goto(`/admin/leads/${id}`);
  await waitForPageScripts(page);
  await expect(page.getByTestId("lead-message")).toHaveText(
    "We need an online shop for our sarees.",
  );
  await expect(page.getByTestId("lead-source")).toHaveText(admin.sources.contact);
  await expect(page.getByTestId("lead-first-answer")).toHaveText(leadPageWords.firstAnswer.none);
  const technical = page.getByTestId("lead-technical");
  await expect(technical.getByText(id)).toBeHidden();
  await technical.getByText(leadPageWords.technical.summary, { exact: true }).click();
  await expect(technical.getByText(id)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);

  // No SMTP server here: every staff page says, in plain words, that nobody is emailed.
  for (const path of [
    `/admin/leads/${id}`,
    `/admin/leads?q=${t}`,
    "/admin/account",
    "/admin/content",
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("mail-banner"), path).toHaveText(leadPageWords.mailBanner);
    expect(await horizontalOverflow(page), path).toBe(0);
  }
  await page.goto(`/admin/leads?q=${t}`);
  await expect(page.getByTestId("lead-duplicate")).toHaveCount(2);
  await context.close();
});

for (const theme of ["light", "dark"] as const)
  test(`a lead's page and the inbox are axe clean in the ${theme} theme at 390 and 1280 px (screenshots for a person to look at)`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = tag();
    const owner = `shots.${theme}.${t}@example.com`;
    addStaffAccount(owner, STAFF_PASSWORD, "owner");
    const number = mobile();
    const first = await phone(browser, owner);
    const id = await postLead(
      first.page,
      `Lakshmi ${t}`,
      "We need an online shop for our sarees.",
      number,
    );
    await postLead(first.page, `Lakshmi again ${t}`, "Any news?", `+91 ${number}`);
    await first.context.close();
    for (const width of [390, 1280]) {
      const view = await phone(browser, owner, { theme, ...(width === 1280 ? { width } : {}) });
      for (const path of [`/admin/leads/${id}`, `/admin/leads?q=${t}`]) {
        await view.page.goto(path);
        await waitForPageScripts(view.page);
        const where = `${path} ${theme} ${width}`;
        if (path.includes(id))
          await view.page.getByTestId("lead-technical").locator("summary").click();
        expect(
          theme === "dark" ? await darkViolations(view.page) : await scanA11y(view.page),
          where,
        ).toEqual([]);
        expect(await horizontalOverflow(view.page), where).toBe(0);
        await view.page.screenshot({
          path: `${SHOTS}/${path.includes(id) ? "lead" : "inbox"}-${width}-${theme}.png`,
          fullPage: true,
        });
      }
      await view.context.close();
    }
  });
