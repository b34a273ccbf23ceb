import { dictionary } from "../../app/content/engine/shipped";
import { expect, test } from "./fixtures";

const { pages } = dictionary("en").pages;

for (const [path, copy] of Object.entries(pages)) {
  test(`${path} answers 200 with its heading, title and canonical`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
    await expect(page).toHaveTitle(new RegExp(copy.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(path);
  });
}
