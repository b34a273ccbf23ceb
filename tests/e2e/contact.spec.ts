import { dictionary } from "../../app/content/engine/shipped";
import { expect, suppressPromo, test } from "./fixtures";

const site = dictionary("en").siteFacts;
const copy = dictionary("en");
const { ui } = copy;
const { contact } = copy.contact;

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

test("phone and email blocks link to tel: and mailto:", async ({ page }) => {
  await page.goto("/contact-us");
  const phone = page.getByTestId("contact-phone");
  for (const number of [site.phoneMobile, site.phoneDesktop]) {
    await expect(phone.getByRole("link", { name: number.display })).toHaveAttribute(
      "href",
      `tel:${number.e164}`,
    );
  }
  const email = page.getByTestId("contact-email");
  for (const address of [site.emails.hello, site.emails.careers]) {
    await expect(email.getByRole("link", { name: address })).toHaveAttribute(
      "href",
      `mailto:${address}`,
    );
  }
});

test("chat and social profiles open in a new tab without opener", async ({ page }) => {
  await page.goto("/contact-us");
  const links = [
    { block: "contact-chat", name: copy.site.chatLabel, href: site.chatUrl },
    ...site.social.map((profile) => ({
      block: "contact-social",
      name: profile.network,
      href: profile.url,
    })),
  ];
  for (const { block, name, href } of links) {
    const link = page.getByTestId(block).getByRole("link", { name: new RegExp(name) });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toContainText(ui.newTabNote.trim());
  }
});

test("shows office hours, address and the form in the main column", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByTestId("contact-hours")).toContainText(copy.site.officeHours);
  await expect(page.getByTestId("contact-address")).toContainText(copy.site.locality);
  await expect(page.locator("#contact-form").getByTestId("contact-form")).toBeVisible();
  // Desktop: the form column sits left of the contact details.
  const [formBox, detailsBox] = await Promise.all([
    page.locator("#contact-form").boundingBox(),
    page.getByTestId("contact-phone").boundingBox(),
  ]);
  expect(formBox && detailsBox && formBox.x < detailsBox.x).toBe(true);
  await expect(page.getByRole("heading", { level: 2, name: contact.nextTitle })).toBeVisible();
});

test("every form's mobile-number field brings up a phone keypad, with the + its hint allows", async ({
  page,
}) => {
  await page.goto("/contact-us");
  const phoneField = page.getByTestId("contact-form").locator("input[type=tel]");
  await expect(phoneField).toHaveAttribute("inputmode", "tel");
  await page.goto("/career");
  await expect(page.getByTestId("career-form").locator("input[type=tel]")).toHaveAttribute(
    "inputmode",
    "tel",
  );
});
