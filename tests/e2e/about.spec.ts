import { dictionary } from "../../app/content/engine/shipped";
import { expect, suppressPromo, test } from "./fixtures";

const site = dictionary("en").siteFacts;
const { about } = dictionary("en");
const { pages } = dictionary("en").pages;

test.beforeEach(async ({ page }) => {
  await suppressPromo(page);
});

test("tells the company story, mission, vision and team", async ({ page }) => {
  await page.goto("/aboutUs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/aboutUs"].heading);
  await expect(page.locator("main")).toContainText(`established in ${site.foundedYear}`);
  await expect(page.getByRole("heading", { level: 3, name: "Our mission" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Our vision" })).toBeVisible();
  const team = page.locator("#team");
  await expect(team.getByRole("heading", { level: 2 })).toHaveText(about.teamTitle);
  await expect(team).toContainText("Managing Director");
  await expect(team.getByRole("heading", { name: about.managingDirector.name })).toBeVisible();
  for (const person of about.seniorStaff) {
    await expect(team.getByRole("heading", { level: 4, name: person.name })).toBeVisible();
  }
  for (const title of [
    "Junior Web Developer Team",
    "Training and Internship Team",
    "Training-cum-Internship Program",
  ]) {
    await expect(team.getByRole("heading", { level: 4, name: title })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: about.ctaPrimary.label })).toHaveAttribute(
    "href",
    "/contact-us",
  );
});
