/**
 * Working a lead (issue 54): an owner gives a lead to a sales account, sales moves it through
 * its stages and sets a follow-up (India time) from the lead's page, with plain forms; the
 * inbox's views (Mine, Unassigned, Due today, Overdue) stay in the URL; the inbox is a board by
 * stage on a laptop and a list on a phone; the lead's page is its timeline. At 390 px nothing
 * scrolls sideways, and axe finds nothing serious in either theme.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { fill } from "../../app/base/template";
import { admin } from "../../app/staff/words";
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
} from "./fixtures";

const { leadsPage, leadPage } = admin;
const tag = () => `w${randomBytes(4).toString("hex")}`;

async function postLead(page: Page, name: string) {
  const response = await page.request.post("/contact-us", {
    form: {
      kind: "contact",
      name,
      email: "asha@example.com",
      number: "+91 98110 24680",
      msg: "We need a website for our shop.",
    },
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

/** A laptop-sized browser (or `width` px wide, 900 high), signed in. */
const open = (browser: Browser, email: string, options: StaffBrowserOptions = {}) =>
  signedInStaffPage(browser, email, { ...options, width: options.width ?? 1280, height: 900 });

test("an owner gives a lead to sales; sales works it without JavaScript: stage, follow-up, views, timeline", async ({
  browser,
}) => {
  const t = tag();
  const owner = `owner.${t}@example.com`;
  const sales = `sales.${t}@example.com`;
  addStaffAccount(owner, STAFF_PASSWORD, "owner");
  addStaffAccount(sales, STAFF_PASSWORD, "sales");

  const boss = await open(browser, owner);
  const name = `Meera ${t}`;
  const id = await postLead(boss.page, name);
  await boss.page.goto(`/admin/leads?view=unassigned&q=${t}`);
  await expect(boss.page.getByTestId("lead-row")).toHaveCount(1);
  await boss.page.getByRole("link", { name }).click();
  await boss.page.getByLabel(leadPage.work.owner, { exact: true }).selectOption({ label: sales });
  await boss.page.getByRole("button", { name: leadPage.work.saveOwner }).click();
  await expect(boss.page.getByRole("status")).toHaveText(
    fill(leadPage.work.given, { owner: sales }),
  );
  await expect(boss.page.getByTestId("lead-owner")).toHaveText(
    fill(leadPage.work.ownerNow, { owner: sales }),
  );
  await boss.context.close();

  // Sales, on a phone, without JavaScript: every change is a plain form post.
  const { context, page } = await open(browser, sales, { width: 390, javaScript: false });
  await page.goto(`/admin/leads?view=mine&q=${t}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByRole("link", { name: leadsPage.views.mine })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(`/admin/leads/${id}`);
  await page.getByLabel(leadPage.work.stage, { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: leadPage.work.saveStage }).click();
  await expect(page.getByRole("status")).toHaveText(
    fill(leadPage.marked, { stage: admin.stages.contacted.toLowerCase() }),
  );
  // A follow-up in the past (India time) makes the lead overdue.
  await page.getByLabel(leadPage.work.followUp).fill("2025-03-04T10:30");
  await page.getByRole("button", { name: leadPage.work.saveFollowUp }).click();
  await expect(page.getByRole("status")).toContainText("4 Mar 2025, 10:30");
  await expect(page.getByTestId("lead-overdue")).toHaveText(leadPage.work.overdue);
  const conn = new Database(e2eDatabaseFile, { fileMustExist: true });
  expect(conn.prepare("SELECT follow_up_at FROM leads WHERE id = ?").get(id)).toEqual({
    follow_up_at: Date.parse("2025-03-04T05:00:00Z"),
  });
  conn.close();
  const timeline = page.getByTestId("lead-timeline");
  await expect(timeline).toContainText(
    fill(leadPage.timeline.arrived, { source: admin.sources.contact }),
  );
  await expect(timeline).toContainText(fill(leadPage.timeline.assigned, { owner: sales }));
  await expect(timeline).toContainText(
    fill(leadPage.timeline.stage, { from: admin.stages.new, to: admin.stages.contacted }),
  );
  await expect(timeline).toContainText(leadPage.timeline.followUp.split("{")[0] ?? "");
  expect(await horizontalOverflow(page)).toBe(0);

  await page.goto(`/admin/leads?view=overdue&q=${t}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByTestId("lead-follow-up")).toContainText(leadsPage.overdue);
  await page.goto(`/admin/leads?view=due&q=${t}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(0);
  await page.goto(`/admin/leads?view=unassigned&q=${t}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(0);
  // Lost, with a reason from the short list.
  await page.goto(`/admin/leads/${id}`);
  await page.getByLabel(leadPage.work.stage, { exact: true }).selectOption("lost");
  await page.getByLabel(leadPage.work.lostReason).selectOption("price");
  await page.getByRole("button", { name: leadPage.work.saveStage }).click();
  await expect(page.getByTestId("lead-timeline")).toContainText(
    fill(leadPage.timeline.lost, { reason: admin.lostReasons.price }),
  );
  // A lost lead is no longer overdue.
  await page.goto(`/admin/leads?view=overdue&q=${t}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(0);
  await context.close();
});

test("the inbox is a board by stage on a laptop and a list on a phone; lead pages are axe clean in both themes at 390 px", async ({
  browser,
}) => {
  const t = tag();
  const owner = `board.${t}@example.com`;
  addStaffAccount(owner, STAFF_PASSWORD, "owner");
  const { context, page } = await open(browser, owner);
  const first = await postLead(page, `Board ${t} one`);
  await postLead(page, `Board ${t} two`);
  await page.goto(`/admin/leads/${first}`);
  await page.getByLabel(leadPage.work.stage, { exact: true }).selectOption("quoted");
  await page.getByRole("button", { name: leadPage.work.saveStage }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await page.goto(`/admin/leads?q=${t}`);
  const columns = page.getByTestId("lead-board").locator("section");
  await expect(columns).toHaveCount(2);
  const boxes = await columns.evaluateAll((sections) =>
    sections.map((s) => s.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })),
  );
  // Side by side on a laptop…
  expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
  expect(boxes[1]!.y).toBe(boxes[0]!.y);
  await page.setViewportSize({ width: 390, height: 844 });
  const stacked = await columns.evaluateAll((sections) =>
    sections.map((s) => s.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })),
  );
  // …one under the other on a phone.
  expect(stacked[1]!.x).toBe(stacked[0]!.x);
  expect(stacked[1]!.y).toBeGreaterThan(stacked[0]!.y);
  expect(await horizontalOverflow(page)).toBe(0);
  await context.close();

  for (const theme of ["light", "dark"] as const) {
    const phone = await open(browser, owner, { width: 390, theme });
    for (const path of [
      `/admin/leads?q=${t}`,
      `/admin/leads/${first}`,
      "/admin/leads/assignment",
    ]) {
      await phone.page.goto(path);
      const where = `${path} ${theme}`;
      expect(
        theme === "dark" ? await darkViolations(phone.page) : await scanA11y(phone.page),
        where,
      ).toEqual([]);
      expect(await horizontalOverflow(phone.page), where).toBe(0);
    }
    await phone.context.close();
  }
});
