import { formatters } from "../../app/base/format";
import { shippedDocuments } from "../../app/content/engine/content";
import { dictionary } from "../../app/content/engine/shipped";
import { policyText } from "../../app/content/policies/schema";

const site = dictionary("en").siteFacts;
const format = formatters.en;
const { clientTerms, lastUpdated: policiesLastUpdated } = shippedDocuments().policies.facts;
const { scholarship } = shippedDocuments().internship.facts;
const testFee = format.price(scholarship.testFee);
const renewal = `at least ${clientTerms.renewalNoticeDays} days before the renewal date`;
const cancellation = `${clientTerms.cancellationFeePercent}% of the total project cost`;
const due = `within ${clientTerms.cancellationPaymentDays} days of the notice`;
const demo = `${scholarship.demoDays}-day demo`;
const refund = `${scholarship.refundPercent}% refund`;
const refundWindow = `within ${scholarship.refundWindowDays} days of the start date`;

import {
  expect,
  expectSectionBelowHeader,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const policyPaths = [
  "/terms-and-conditions",
  "/Cancellation-and-Refund",
  "/Shipping-and-Delivery",
  "/privacy-policy",
] as const;

/**
 * The brief's own terms (client terms, internship fees and refund), written from the facts, on
 * the page that must carry them. Everything else on a policy page is read from the content layer
 * below, so no copy is pinned here twice.
 */
const facts: Record<(typeof policyPaths)[number], (string | RegExp)[]> = {
  "/terms-and-conditions": [
    renewal,
    cancellation,
    `payable ${due}`,
    testFee,
    demo,
    refund,
    refundWindow,
  ],
  "/Cancellation-and-Refund": [renewal, cancellation, due, testFee, demo, refund, refundWindow],
  "/Shipping-and-Delivery": [],
  "/privacy-policy": [site.emails.privacy],
};

/** The policy as the content layer holds it: its part and section titles and every block. */
const docOf = (path: (typeof policyPaths)[number]) => dictionary("en").policies.policies[path];
const textsOf = (path: (typeof policyPaths)[number]) =>
  policyText(docOf(path))
    .split("\n")
    .filter((line) => line.length > 0);
/** The table of contents links each titled part and each section. */
const tocLinksOf = (path: (typeof policyPaths)[number]) =>
  docOf(path).parts.reduce(
    (n, part) => n + part.sections.length + (part.title && part.id ? 1 : 0),
    0,
  );

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

for (const path of policyPaths) {
  test(`${path} carries its facts and its last-updated date`, async ({ page }) => {
    await page.goto(path);
    const article = page.locator("main article");
    for (const fact of facts[path]) await expect(article).toContainText(fact);
    for (const text of textsOf(path)) await expect(article).toContainText(text);
    const updated = page.getByTestId("policy-updated");
    await expect(updated).toContainText(dictionary("en").policies.policyUi.lastUpdatedLabel);
    const time = updated.locator("time");
    await expect(time).toHaveAttribute("datetime", policiesLastUpdated);
    await expect(time).toHaveText(format.date(policiesLastUpdated));
  });

  test(`${path}: every table-of-contents link jumps to its section`, async ({ page }) => {
    await page.goto(path);
    await waitForPageScripts(page);
    const links = page.getByTestId("policy-toc").getByRole("link");
    const count = await links.count();
    expect(count).toBe(tocLinksOf(path));
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""),
    );
    for (const href of targets) {
      expect(href).toMatch(/^#[a-z][a-z0-9-]*$/);
      await expect(page.locator(href)).toHaveCount(1);
    }
    // Jump to the last and to a middle section, and check each comes to rest 40 px below the header.
    for (const index of [count - 1, Math.floor(count / 2)]) {
      const href = targets[index] ?? "";
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(href)).toBeInViewport();
      // Where the smooth scroll comes to rest, before the next link is pressed.
      await expectSectionBelowHeader(page, href.slice(1));
    }
  });
}
