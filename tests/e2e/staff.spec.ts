/**
 * Staff roles in a real browser (issue "staff accounts with roles, a second factor and an audit
 * trail"): an owner invites an editor and a sales account through /admin/staff, each opens its
 * one-time link in its own browser, sets a password and signs in; each is refused where its role
 * has no permission, and the page says what the role can do; a disabled account's open page ends
 * at its next navigation; a required second factor holds back staff management until it is set up
 * (QR key, first code, recovery codes), and the next sign-in asks for a code; the audit page shows
 * who did each of these. The new pages are used with the keyboard alone and scanned by axe at
 * 390 px and 1280 px in the light and the dark theme.
 *
 * The tests run in order in one worker: the second-factor rule applies to every owner while it
 * is on, and is turned off again at the end of its test. Accounts are made with the real
 * admin-add program (the first owner, as an operator makes it); set STAFF_SCREENSHOTS=<folder>
 * to keep a screenshot of each page at each size and theme.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { fill } from "../../app/base/template";
import { admin as copy } from "../../app/staff/words";
import { totpCode } from "../../server/admin/second-factor";
import {
  addStaffAccount,
  darkViolations,
  expect,
  horizontalOverflow,
  randomIp,
  STAFF_PASSWORD,
  scanA11y,
  signInWithPassword,
  test,
  waitForPageScripts,
} from "./fixtures";

const tag = Math.random().toString(36).slice(2, 8);
const OWNER = `owner.${tag}@agency.example`;
const EDITOR = `editor.${tag}@agency.example`;
const SALES = `sales.${tag}@agency.example`;
/** One-time links the owner made, by email. */
const links = new Map<string, string>();
let totpSecret = "";
/** The owner's recovery codes: each later sign-in spends one (a TOTP code works once per step). */
let recoveryCodes: string[] = [];

/** Completes the owner's sign-in on the code page with a recovery code. */
async function enterRecoveryCode(page: Page) {
  await expect(page).toHaveURL(/\/admin\/login\/code/);
  await page.getByLabel(copy.codePage.codeLabel).fill(recoveryCodes.shift() ?? "");
  await page.getByRole("button", { name: copy.codePage.submit }).click();
  await expect(page).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
}

test.describe.configure({ mode: "serial" });
// A refused page is a 403, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of (400|401|403|410)/] });

test.beforeAll(() => {
  expect(addStaffAccount(OWNER, STAFF_PASSWORD)).toContain(
    `Staff account created: ${OWNER} (owner)`,
  );
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomIp() });
});

const signIn = (page: Page, email: string) => signInWithPassword(page, email, STAFF_PASSWORD);

/** A browser of the invited person's own: opens the link, sets a password, signs in. */
async function acceptInvitation(browser: Browser, email: string, role: "editor" | "sales") {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  const page = await context.newPage();
  const link = links.get(email) ?? "";
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copy.setPasswordPage.inviteHeading,
  );
  await expect(page.getByText(`as ${copy.roles[role].label}:`)).toBeVisible();
  await expect(page.getByLabel(copy.setPasswordPage.emailLabel)).toHaveValue(email);
  await page.getByLabel(copy.setPasswordPage.passwordLabel).fill(STAFF_PASSWORD);
  await page.getByLabel(copy.setPasswordPage.confirmLabel).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: copy.setPasswordPage.submit }).click();
  // Setting the password signs the person in: no second typing of the email (issue 53); the
  // first page is the person's work: the site's words for an editor, the dashboard for sales.
  await expect(page).toHaveURL(role === "editor" ? /\/admin\/content$/ : /\/admin\/dashboard$/);
  await expect(page.getByTestId("signed-in-role")).toHaveText(
    fill(copy.header.roleLabel, { role: copy.roles[role].label }),
  );
  return { context, page };
}

/** Presses Tab until `selector` has the focus (at most `max` times); fails otherwise. */
async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test("an owner invites an editor and a sales account with the keyboard; each accepts its link and signs in", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
  await waitForPageScripts(page);
  await page
    .getByRole("navigation", { name: copy.header.navLabel })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: copy.staffPage.title })).toBeVisible();

  for (const [email, role] of [
    [EDITOR, "editor"],
    [SALES, "sales"],
  ] as const) {
    // Keyboard alone: Tab to the email field, type, Tab to the roles, arrows to pick, Enter.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, "#invite-email");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(page.locator("#invite-role-owner")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    if (role === "sales") await page.keyboard.press("ArrowRight");
    await expect(page.locator(`#invite-role-${role}`)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: copy.staffPage.inviteSubmit })).toBeFocused();
    await page.keyboard.press("Enter");

    const panel = page.getByTestId("link-panel");
    await expect(panel).toBeVisible();
    await expect(page.getByRole("status").first()).toHaveText(
      fill(copy.staffPage.invited, { email }),
    );
    // No SMTP on the e2e server: the panel says so, and the link is there to copy or send.
    await expect(panel.getByTestId("link-delivery")).toHaveText(copy.linkPanel.delivery.off);
    const link = await panel.getByLabel(fill(copy.linkPanel.linkLabel, { email })).inputValue();
    expect(link).toMatch(/\/admin\/set-password\/[\w-]{43}$/);
    links.set(email, link);
    const copyButton = panel.getByRole("button", { name: copy.linkPanel.copy });
    await copyButton.focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("button", { name: copy.linkPanel.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(panel.getByRole("link", { name: copy.linkPanel.whatsApp })).toHaveAttribute(
      "href",
      new RegExp(
        `^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
      ),
    );
    expect(await scanA11y(page)).toEqual([]);
    if (process.env.STAFF_SCREENSHOTS)
      await panel.screenshot({
        path: path.join(process.env.STAFF_SCREENSHOTS, `link-panel-${role}.png`),
      });
  }
  // The list shows both as invited until they set their passwords.
  const rows = page.getByTestId("staff-row");
  await expect(rows.filter({ hasText: EDITOR })).toContainText(copy.staffPage.statuses.invited);

  const editor = await acceptInvitation(browser, EDITOR, "editor");
  const sales = await acceptInvitation(browser, SALES, "sales");
  // The header offers each role only its own sections.
  const nav = (p: Page) => p.getByRole("navigation", { name: copy.header.navLabel });
  await expect(nav(editor.page).getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav(sales.page).getByRole("link", { name: "Audit trail" })).toHaveCount(0);
  await editor.context.close();
  await sales.context.close();

  // The used link says so.
  await page.goto(new URL(links.get(EDITOR) ?? "").pathname);
  await expect(page.getByRole("alert")).toHaveText(copy.setPasswordPage.states.used);
  await page.goto("/admin/staff");
  await expect(page.getByTestId("staff-row").filter({ hasText: EDITOR })).toContainText(
    copy.staffPage.statuses.active,
  );
});

test("the editor is refused on staff and the audit trail, sales on those and the words; each page says what the role can do", async ({
  browser,
}) => {
  for (const [email, role, paths] of [
    [EDITOR, "editor", ["/admin/staff", "/admin/audit"]],
    [SALES, "sales", ["/admin/staff", "/admin/audit", "/admin/content"]],
  ] as const) {
    const context = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
    });
    const page = await context.newPage();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
    for (const target of paths) {
      const response = await page.goto(target);
      expect(response?.status(), `${role} ${target}`).toBe(403);
      const refusal = page.getByTestId("forbidden");
      await expect(refusal.getByRole("heading", { level: 1 })).toHaveText(copy.forbidden.heading);
      for (const ability of copy.roles[role].abilities)
        await expect(refusal).toContainText(ability);
      await expect(refusal).toContainText(copy.forbidden.askOwner);
    }
    expect(await scanA11y(page)).toEqual([]);
    await context.close();
  }
});

test("a disabled account's open page ends at its next navigation, and it can be enabled again", async ({
  page,
  browser,
}) => {
  const salesContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  const salesPage = await salesContext.newPage();
  await signIn(salesPage, SALES);
  await expect(salesPage).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
  await waitForPageScripts(salesPage);

  await signIn(page, OWNER);
  await page.goto("/admin/staff");
  await page
    .getByRole("link", { name: fill(copy.staffPage.manageLabel, { email: SALES }) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SALES);
  await waitForPageScripts(page);
  await page.getByRole("button", { name: copy.staffMemberPage.disableSubmit }).click();
  await expect(page.getByRole("status")).toHaveText(copy.staffMemberPage.disabled);
  expect(await scanA11y(page)).toEqual([]);

  // The sales person's page, still open, clicks to another section: sign-in.
  await salesPage
    .getByRole("navigation", { name: copy.header.navLabel })
    .getByRole("link", { name: "Notifications" })
    .click();
  await expect(salesPage).toHaveURL(/\/admin\/login\?next=/);
  await salesContext.close();

  await page.getByRole("button", { name: copy.staffMemberPage.enableSubmit }).click();
  await expect(page.getByRole("status")).toHaveText(copy.staffMemberPage.enabled);
});

test("a required second factor holds back staff management until it is set up; then sign-in asks for a code", async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.goto("/admin/staff");
  await waitForPageScripts(page);
  const policy = page.getByTestId("policy-form");
  try {
    await policy.getByLabel(copy.roles.owner.label).check();
    await policy.getByRole("button", { name: copy.staffPage.policySubmit }).click();
    // The rule holds the owner back at once: the page says why and where to set it up.
    const refusal = page.getByTestId("forbidden");
    await expect(refusal.getByRole("heading", { level: 1 })).toHaveText(
      copy.forbidden.secondFactorHeading,
    );
    expect(await scanA11y(page)).toEqual([]);
    await refusal.getByRole("link", { name: copy.forbidden.secondFactorLink }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByTestId("totp-qr")).toBeVisible();
    expect(await scanA11y(page)).toEqual([]);

    totpSecret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(copy.accountPage.codeLabel).fill("000000");
    await page.getByRole("button", { name: copy.accountPage.turnOn }).click();
    await expect(page.getByRole("alert")).toHaveText(copy.accountPage.badCode);
    await page.getByLabel(copy.accountPage.codeLabel).fill(totpCode(totpSecret, Date.now()));
    await page.getByLabel(copy.accountPage.codeLabel).press("Enter");
    const codes = page.getByTestId("recovery-codes");
    await expect(codes.getByRole("listitem")).toHaveCount(10);
    recoveryCodes = await codes.getByRole("listitem").allTextContents();
    expect(await scanA11y(page)).toEqual([]);
    await codes.getByRole("link", { name: copy.accountPage.recoveryDone }).click();
    await expect(page.getByTestId("recovery-left")).toHaveText(
      fill(copy.accountPage.recoveryLeft.other, { count: 10 }),
    );

    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: copy.staffPage.title })).toBeVisible();

    // Sign out and in: the password, then a code (the next step's: this step's was used).
    await waitForPageScripts(page);
    await page.getByRole("button", { name: copy.header.signOut }).click();
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/admin\/login\/code\?next=/);
    expect(await scanA11y(page)).toEqual([]);
    await page.getByLabel(copy.codePage.codeLabel).fill("123456");
    await page.getByRole("button", { name: copy.codePage.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(copy.codePage.invalid);
    await page.getByLabel(copy.codePage.codeLabel).fill(totpCode(totpSecret, Date.now() + 30_000));
    await page.getByRole("button", { name: copy.codePage.submit }).click();
    await expect(page).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
  } finally {
    await page.goto("/admin/staff");
    const form = page.getByTestId("policy-form");
    if (await form.isVisible()) {
      await form.getByLabel(copy.roles.owner.label).uncheck();
      await form.getByRole("button", { name: copy.staffPage.policySubmit }).click();
      await expect(page.getByRole("status")).toHaveText(copy.staffPage.policySaved);
    }
  }
});

test("the audit trail shows each of these actions with who did it, filtered by person and kind", async ({
  page,
}) => {
  await signIn(page, OWNER);
  await enterRecoveryCode(page);
  await page.goto("/admin/audit");
  await waitForPageScripts(page);
  const entries = page.getByTestId("audit-entry");
  const filters = page.getByRole("search", { name: copy.auditPage.filters.label });
  const show = async (kind: keyof typeof copy.auditKinds, person = "") => {
    await filters.getByLabel(copy.auditPage.filters.kind).selectOption(kind);
    await filters
      .getByLabel(copy.auditPage.filters.person)
      .selectOption(person ? { label: person } : "");
    await filters.getByRole("button", { name: copy.auditPage.filters.apply }).click();
    await expect(page).toHaveURL(new RegExp(`kind=${kind.replace(".", "\\.")}`));
  };
  await show("staff.invite", OWNER);
  await expect(entries.filter({ hasText: EDITOR })).toHaveCount(1);
  await expect(entries.filter({ hasText: SALES })).toHaveCount(1);
  await expect(entries.first().getByTestId("audit-actor")).toHaveText(OWNER);
  await show("staff.password-set", EDITOR);
  await expect(entries).toHaveCount(1);
  await show("access.denied", SALES);
  await expect(entries.filter({ hasText: "GET /admin/content" })).toHaveCount(1);
  await show("access.denied", EDITOR);
  await expect(entries.filter({ hasText: "GET /admin/staff" }).first()).toBeVisible();
  await show("staff.disable", OWNER);
  await expect(entries.filter({ hasText: SALES })).toHaveCount(1);
  await show("staff.second-factor-policy", OWNER);
  await expect(entries).toHaveCount(2);
  await show("account.second-factor-on", OWNER);
  await expect(entries).toHaveCount(1);
  await show("signin.failure", OWNER);
  await expect(entries.first()).toContainText("second factor");
  expect(await scanA11y(page)).toEqual([]);
});

/** Each new page, with the state it needs; `page` is signed in as the owner (with its code). */
const sweep: {
  name: string;
  path: (ctx: { salesId: string; link: string }) => string;
  as: "owner" | "sales" | "none";
}[] = [
  { name: "staff", path: () => "/admin/staff", as: "owner" },
  { name: "staff-member", path: ({ salesId }) => `/admin/staff/${salesId}`, as: "owner" },
  { name: "audit", path: () => "/admin/audit", as: "owner" },
  { name: "account", path: () => "/admin/account", as: "owner" },
  { name: "account-setup", path: () => "/admin/account", as: "sales" },
  { name: "forbidden", path: () => "/admin/staff", as: "sales" },
  { name: "set-password", path: ({ link }) => new URL(link).pathname, as: "none" },
  { name: "set-password-used", path: () => new URL(links.get(EDITOR) ?? "").pathname, as: "none" },
  { name: "code", path: () => "/admin/login/code", as: "none" },
];

test("every new page: keyboard focus visible, no axe violation and no overflow at 390 and 1280 px, light and dark", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const shots = process.env.STAFF_SCREENSHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  // A fresh invitation, so the valid link page has a link.
  const owner = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, OWNER);
  await enterRecoveryCode(ownerPage);
  await ownerPage.goto("/admin/staff");
  await waitForPageScripts(ownerPage);
  const invite = ownerPage.getByTestId("invite-form");
  await invite.getByLabel(copy.staffPage.emailLabel).fill(`later.${tag}@agency.example`);
  await invite.getByLabel(copy.roles.editor.label).check();
  await ownerPage.getByRole("button", { name: copy.staffPage.inviteSubmit }).click();
  const link = await ownerPage.locator("#one-time-link").inputValue();
  const salesId =
    /\/admin\/staff\/(\d+)/.exec(
      (await ownerPage
        .getByRole("link", { name: fill(copy.staffPage.manageLabel, { email: SALES }) })
        .getAttribute("href")) ?? "",
    )?.[1] ?? "";
  const ownerState = await owner.storageState();
  await owner.close();

  const sales = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  const salesPage = await sales.newPage();
  await signIn(salesPage, SALES);
  await expect(salesPage).toHaveURL(/\/admin\/(dashboard|content|leads)$/);
  const salesState = await sales.storageState();
  await sales.close();

  for (const theme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      for (const item of sweep) {
        const storageState =
          item.as === "owner" ? ownerState : item.as === "sales" ? salesState : undefined;
        const context = await browser.newContext({
          storageState,
          colorScheme: theme,
          viewport: { width, height: 900 },
          extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
        });
        const page = await context.newPage();
        if (item.name === "code") {
          // A sign-in waiting for its code.
          await signIn(page, OWNER);
          await expect(page).toHaveURL(/\/admin\/login\/code/);
        } else await page.goto(item.path({ salesId, link }));
        await waitForPageScripts(page);
        const where = `${item.name} ${width}px ${theme}`;
        await expect(page.getByRole("heading", { level: 1 }), where).toBeVisible();
        const violations = theme === "dark" ? await darkViolations(page) : await scanA11y(page);
        expect(violations, where).toEqual([]);
        expect(await horizontalOverflow(page), where).toBe(0);
        if (shots) {
          const file = path.join(shots, `${item.name}-${width}-${theme}`);
          await page.screenshot({ path: `${file}.png` });
          await page.screenshot({ path: `${file}-full.png`, fullPage: true });
        }
        // The first Tab reaches a control whose focus is drawn.
        await page.keyboard.press("Tab");
        const outline = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el && el !== document.body ? getComputedStyle(el).outlineStyle : "none";
        });
        expect(outline, where).not.toBe("none");
        await context.close();
      }
    }
  }
});
