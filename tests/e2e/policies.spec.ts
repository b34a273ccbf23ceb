import { dictionary } from "../../app/content/dictionary.server";
import { formatters } from "../../app/content/format";
import { scholarship } from "../../app/content/internship";
import { site } from "../../app/content/site";
import { clientTerms, policiesLastUpdated } from "../../app/content/terms";

const format = formatters.en;
const testFee = format.price(scholarship.testFee);
const renewal = `at least ${clientTerms.renewalNoticeDays} days before the renewal date`;
const cancellation = `${clientTerms.cancellationFeePercent}% of the total project cost`;
const due = `within ${clientTerms.cancellationPaymentDays} days of the notice`;
const demo = `${scholarship.demoDays}-day demo`;
const refund = `${scholarship.refundPercent}% refund`;
const refundWindow = `within ${scholarship.refundWindowDays} days of the start date`;

import {
  expect,
  horizontalOverflow,
  scanA11y,
  suppressPromo,
  test,
  waitForHydration,
} from "./fixtures";

const policyPaths = [
  "/terms-and-conditions",
  "/Cancellation-and-Refund",
  "/Shipping-and-Delivery",
  "/privacy-policy",
] as const;

/** Each fact of docs/requirements.md (Prices and fees) on the page that must carry it. */
const facts: Record<(typeof policyPaths)[number], (string | RegExp)[]> = {
  "/terms-and-conditions": [
    "Part A — Terms for clients",
    "Part B — Terms for internship participants",
    renewal,
    "yearly renewal fees",
    cancellation,
    `payable ${due}`,
    /no refund after the advance payment/i,
    testFee,
    /registration fee[^.]*non-refundable/,
    demo,
    refund,
    refundWindow,
  ],
  "/Cancellation-and-Refund": [
    renewal,
    "yearly renewal fees",
    cancellation,
    due,
    "There is no refund after the advance payment",
    `The ${testFee} scholarship-test registration fee is non-refundable`,
    "Programme registration fees",
    demo,
    `${refund} of the programme fee if you request it ${refundWindow}`,
  ],
  "/Shipping-and-Delivery": [
    "Nothing is shipped by post",
    "source code",
    "Git repository",
    "your own hosting account",
    "domain registrar, hosting, admin logins",
    "never in plain email or chat messages",
    "Google Play Console and Apple Developer accounts",
    "Timelines",
  ],
  "/privacy-policy": [
    "your name, email address and mobile number",
    "the service you are interested in",
    "the time, the page the form was sent from, your browser's user agent and a salted one-way hash of your IP address",
    "never the raw IP address",
    "only to stop spam and abuse",
    "to reply to your enquiry or your job or internship application",
    "our own database on our own server",
    "emailed to the agency's staff inbox",
    "Only the agency's staff, through a password-protected staff inbox",
    "24 months",
    "deleted automatically",
    "We set no cookies for visitors",
    "staff sign-in cookie",
    "sessionStorage",
    "no third-party analytics",
    "no ads",
    "Core Web Vitals",
    "contain no personal data and use no cookies",
    "Digital Personal Data Protection Act, 2023",
    site.emails.privacy,
  ],
};

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

for (const path of policyPaths) {
  test(`${path} carries its facts and its last-updated date`, async ({ page }) => {
    await page.goto(path);
    const article = page.locator("main article");
    for (const fact of facts[path]) await expect(article).toContainText(fact);
    const updated = page.getByTestId("policy-updated");
    await expect(updated).toContainText(dictionary("en").policies.policyUi.lastUpdatedLabel);
    const time = updated.locator("time");
    await expect(time).toHaveAttribute("datetime", policiesLastUpdated);
    await expect(time).toHaveText(format.date(policiesLastUpdated));
  });

  test(`${path}: every table-of-contents link jumps to its section`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const links = page.getByTestId("policy-toc").getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(4);
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""),
    );
    for (const href of targets) {
      expect(href).toMatch(/^#[a-z][a-z0-9-]*$/);
      await expect(page.locator(href)).toHaveCount(1);
    }
    // Jump to the last and to a middle section, and check each lands below the header.
    for (const index of [count - 1, Math.floor(count / 2)]) {
      const href = targets[index] ?? "";
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(href)).toBeInViewport();
      await expect
        .poll(async () => {
          const box = await page.locator(href).boundingBox();
          const header = await page.locator("header").first().boundingBox();
          return box && header ? box.y - (header.y + header.height) : Number.NaN;
        })
        .toBeGreaterThanOrEqual(0);
    }
  });
}

for (const width of [390, 1280]) {
  for (const path of policyPaths) {
    test(`${path} has no serious accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await scanA11y(page)).toEqual([]);
    });
  }
}

for (const path of policyPaths) {
  test(`${path} does not overflow horizontally at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    expect(await horizontalOverflow(page)).toBe(0);
  });
}
