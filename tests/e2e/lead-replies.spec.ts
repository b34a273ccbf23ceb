/**
 * Replying to a lead from its page (issue 54), in a real browser at 390 px (a phone):
 * - a Hindi enquiry's reply box starts with the Hindi template filled in; the WhatsApp and Email
 *   buttons sit within thumb reach at the bottom of the screen; nothing scrolls sideways; axe
 *   finds nothing serious in either theme;
 * - "WhatsApp" opens wa.me (in a new tab) with the lead's number in E.164 and the text, with
 *   JavaScript and without it, and the reply appears on the lead's timeline;
 * - a template changed in the words editor (both languages) is the one used at the next reply.
 * The test reads the address the browser goes to; wa.me itself is never reached (no network).
 */
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { staffNameOf } from "../../app/staff/replies/fill";
import { admin, leadReplies } from "../../app/staff/words";
import {
  addStaffAccount,
  darkViolations,
  e2eDatabaseFile,
  expect,
  horizontalOverflow,
  randomIp,
  STAFF_PASSWORD,
  scanA11y,
  signedInStaffPage,
  test,
  waitForPageScripts,
} from "./fixtures";

const words = leadReplies.replyBox;
const tag = () => `r${randomBytes(4).toString("hex")}`;
/** A mobile number of its own per test, so no other test's lead is its duplicate. */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function postLead(
  page: Page,
  lead: { name: string; email: string; number: string; path: string; msg: string },
) {
  const response = await page.request.post(lead.path, {
    form: {
      kind: "contact",
      name: lead.name,
      email: lead.email,
      number: lead.number,
      msg: lead.msg,
    },
    headers: { "X-Forwarded-For": randomIp() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  const conn = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    return (conn.prepare("SELECT id FROM leads WHERE name = ?").get(lead.name) as { id: string })
      .id;
  } finally {
    conn.close();
  }
}

/** A phone-sized browser, signed in. */
const phone = (
  browser: Browser,
  email: string,
  options: { theme?: "light" | "dark"; javaScript?: boolean } = {},
) => signedInStaffPage(browser, email, { ...options, touch: true });

/**
 * Taps the WhatsApp button, which opens its answer in a new tab; returns the wa.me address that
 * tab went to (the answer's 303 led there; the address never resolves on the test machine).
 */
async function tapWhatsApp(context: BrowserContext, tap: () => Promise<void>) {
  const [request] = await Promise.all([
    context.waitForEvent("request", (request) => request.url().startsWith("https://wa.me/")),
    tap(),
  ]);
  expect(request.isNavigationRequest()).toBe(true);
  return request.url();
}

test("a Hindi enquiry gets the Hindi template; WhatsApp opens wa.me with its E.164 number and the text, within thumb reach at 390 px; axe clean in both themes", async ({
  browser,
}) => {
  const t = tag();
  const owner = `priya.${t}@example.com`;
  addStaffAccount(owner, STAFF_PASSWORD, "owner");
  const number = mobile();
  const name = `सुनीता ${t}`;
  const { context, page } = await phone(browser, owner);
  const id = await postLead(page, {
    name,
    email: `sunita.${t}@example.com`,
    number: `0${number.slice(0, 5)} ${number.slice(5)}`,
    path: "/hi/contact-us",
    msg: "हमें अपनी दुकान के लिए एक वेबसाइट चाहिए।",
  });
  await page.goto(`/admin/leads/${id}`);
  await waitForPageScripts(page);

  const box = page.locator("#reply-box");
  await expect(box.getByLabel(words.languageLabel)).toHaveValue("hi");
  await expect(box.getByLabel(words.templateLabel)).toHaveValue("firstAnswer");
  const text = box.getByLabel(words.textLabel);
  await expect(text).toHaveValue(new RegExp(`^नमस्ते ${name} जी,`));
  await expect(text).toHaveAttribute("lang", "hi");

  // Within thumb reach: with the message on screen, both buttons are in the lower part of the
  // screen (sticky at its bottom), at least 44 px tall and side by side.
  await text.scrollIntoViewIfNeeded();
  const whatsApp = box.getByRole("button", { name: words.whatsApp });
  const email = box.getByRole("button", { name: words.email, exact: true });
  for (const button of [whatsApp, email]) {
    const area = await button.boundingBox();
    expect(area?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(area?.width ?? 0).toBeGreaterThanOrEqual(150);
    expect((area?.y ?? 0) + (area?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(area?.y ?? 0).toBeGreaterThan(844 / 2);
  }
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await scanA11y(page)).toEqual([]);

  // JavaScript follows a change of template and language at once.
  await box.getByLabel(words.templateLabel).selectOption("followUp");
  await expect(text).toHaveValue(new RegExp(`^नमस्ते ${name} जी, मैं `));
  await box.getByLabel(words.languageLabel).selectOption("en");
  await expect(text).toHaveValue(new RegExp(`^Hello ${name}, this is `));
  await box.getByLabel(words.languageLabel).selectOption("hi");
  await box.getByLabel(words.templateLabel).selectOption("firstAnswer");
  const sent = await text.inputValue();

  const opened = await tapWhatsApp(context, () => whatsApp.click());
  const link = new URL(opened);
  expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/91${number}`);
  expect(link.searchParams.get("text")).toBe(sent);
  expect(opened).toBe(`https://wa.me/91${number}?text=${encodeURIComponent(sent)}`);
  // The lead's page shows the reply on its timeline a moment later.
  const timeline = page.getByTestId("lead-timeline");
  await expect(timeline).toContainText(leadReplies.timeline.reply.replace("{channel}", "WhatsApp"));
  await expect(timeline).toContainText(sent);
  await context.close();

  const dark = await phone(browser, owner, { theme: "dark" });
  await dark.page.goto(`/admin/leads/${id}`);
  await expect(dark.page.locator("#reply-box")).toBeVisible();
  expect(await horizontalOverflow(dark.page)).toBe(0);
  expect(await darkViolations(dark.page)).toEqual([]);
  await dark.context.close();
});

test("a template changed in the words editor, in both languages, is the one used at the next reply, without JavaScript too", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const t = tag();
  const owner = `asha.${t}@example.com`;
  addStaffAccount(owner, STAFF_PASSWORD, "owner");
  const editor = await phone(browser, owner);
  const { page } = editor;
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Reply templates", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reply templates" })).toBeVisible();
  await waitForPageScripts(page);
  const english = `Hi {name}, {staffName} here (${t}). Thanks for asking about {service}: when can we call?`;
  const hindi = `नमस्ते {name} जी, मैं {staffName} (${t}) हूँ। {service} के बारे में पूछने के लिए धन्यवाद, हम कब फ़ोन करें?`;
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/draft") && response.request().method() === "POST",
  );
  await page.locator('[id="f-en.templates.firstAnswer.body"]').fill(english);
  await page.locator('[id="f-hi.templates.firstAnswer.body"]').fill(hindi);
  await saved;
  const content = admin.contentEditor;
  await page.getByLabel(content.publish.noteLabel).fill("Shorter first answer");
  await page.getByRole("button", { name: content.publish.submit, exact: true }).click();
  await expect(page.getByTestId("topic-notice")).toContainText(content.topic.notices.published);

  // The next reply, from a lead's page: the new words in the lead's language and in the other.
  const number = mobile();
  const name = `Rohan ${t}`;
  const id = await postLead(page, {
    name,
    email: `rohan.${t}@example.com`,
    number: `+91 ${number}`,
    path: "/hi/contact-us",
    msg: "ऐप के बारे में जानना है।",
  });
  await page.goto(`/admin/leads/${id}`);
  await waitForPageScripts(page);
  const box = page.locator("#reply-box");
  const text = box.getByLabel(words.textLabel);
  const staffName = staffNameOf(owner);
  const service = "आपके प्रोजेक्ट";
  await expect(text).toHaveValue(
    hindi.replace("{name}", name).replace("{staffName}", staffName).replace("{service}", service),
  );
  await box.getByLabel(words.languageLabel).selectOption("en");
  await expect(text).toHaveValue(
    english
      .replace("{name}", name)
      .replace("{staffName}", staffName)
      .replace("{service}", "your project"),
  );

  // Without JavaScript: "Fill in" chooses, "WhatsApp" posts and the answer leads on to wa.me.
  const plain = await phone(browser, owner, { javaScript: false });
  await plain.page.goto(`/admin/leads/${id}`);
  const plainBox = plain.page.locator("#reply-box");
  await expect(plainBox.getByLabel(words.textLabel)).toHaveValue(
    hindi.replace("{name}", name).replace("{staffName}", staffName).replace("{service}", service),
  );
  await plainBox.getByLabel(words.languageLabel).selectOption("en");
  await plainBox.getByRole("button", { name: words.fillIn }).click();
  await expect(plainBox.getByLabel(words.textLabel)).toHaveValue(
    new RegExp(`^Hi ${name}, ${staffName} here`),
  );
  const sent = await plainBox.getByLabel(words.textLabel).inputValue();
  const opened = await tapWhatsApp(plain.context, () =>
    plainBox.getByRole("button", { name: words.whatsApp }).click(),
  );
  expect(opened).toBe(`https://wa.me/91${number}?text=${encodeURIComponent(sent)}`);
  await plain.page.reload();
  await expect(plain.page.getByTestId("lead-timeline")).toContainText(sent);
  await plain.context.close();
  await editor.context.close();
});
