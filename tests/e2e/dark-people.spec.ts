/**
 * Dark mode on the people pages (home, about, careers, contact, internship; issue 16,
 * docs/decisions/0010-dark-mode.md): no white panels, the carousels' controls visible, the home
 * artwork's dark twins, and a blog thumbnail that fails to load replaced by the designed
 * fallback in the same box, in both themes. Axe in dark runs on every page in quality.spec.ts.
 */
import type { Page } from "@playwright/test";
import { dictionary } from "../../app/content/engine/shipped";
import { expect, suppressPromo, test, waitForPageScripts } from "./fixtures";

const { posts: blogPosts, fallbackImage: blogFallbackImage } = dictionary("en").blog;

const routes = ["/", "/aboutUs", "/career", "/contact-us", "/internship"];

/** Loads a page in dark with every lazy image in view once (so axe sees the page as shown). */
async function openDark(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: "dark" });
  await suppressPromo(page);
  await page.goto(path);
  await waitForPageScripts(page);
}

/** rgb(a) string to its channels; true when the colour is (near) white. */
const isWhite = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r > 240 && g > 240 && b > 240;
};

test.describe("dark mode, what the visitor sees", () => {
  for (const path of routes) {
    test(`${path}: no card or section of the page's own content is white`, async ({ page }) => {
      await openDark(page, path);
      const white = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>("section, article, figure, li, dl > div")]
          .filter((el) => {
            const bg = getComputedStyle(el).backgroundColor;
            const [r = 0, g = 0, b = 0] = (bg.match(/\d+(\.\d+)?/g) ?? []).map(Number);
            return r > 240 && g > 240 && b > 240 && !bg.includes(", 0)");
          })
          .map((el) => el.id || el.className.slice(0, 60)),
      );
      expect(white).toEqual([]);
    });
  }

  test("the carousels' controls stand out from the dark page", async ({ page }) => {
    await openDark(page, "/");
    const carousel = page.getByTestId("testimonials-carousel");
    await carousel.scrollIntoViewIfNeeded();
    const buttons = carousel.getByRole("button");
    expect(await buttons.count()).toBeGreaterThan(3);
    for (const button of await buttons.all()) await expect(button).toBeVisible();
    const next = carousel.getByRole("button", { name: /next|अगला/i });
    const background = await next.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(isWhite(background)).toBe(false);
    // The current slide's dot is the light brand colour, not the light theme's deep indigo.
    const dot = carousel.locator('[aria-current="true"] span');
    const dotColour = await dot.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(dotColour).toBe("rgb(165, 180, 252)");
  });

  test("the home artwork shows its dark drawing and never fetches the light one", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/art/")) fetched.push(url.pathname);
    });
    await openDark(page, "/");
    const demos = page.getByTestId("work-demos");
    await demos.scrollIntoViewIfNeeded();
    const shown = demos.locator("img:visible");
    await expect(shown).toHaveCount(dictionary("en").home.work.demos.length);
    for (const img of await shown.all()) {
      await expect(img).toHaveAttribute("src", /-dark\.svg$/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(400);
    }
    // The informative images are read once: the light twins are out of the accessibility tree.
    await expect(demos.getByRole("img")).toHaveCount(dictionary("en").home.work.demos.length);
    expect(
      fetched.filter((p) => p.startsWith("/art/dashboard-") && !p.endsWith("-dark.svg")),
    ).toEqual([]);
  });
});

test.describe("a blog thumbnail that fails to load", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });
  const broken = blogPosts[0]?.img_path ?? "";

  for (const scheme of ["light", "dark"] as const) {
    test(`becomes the generic thumbnail in the same box (${scheme})`, async ({ page }) => {
      await page.route(`**${broken}`, (route) => route.fulfill({ status: 404, body: "" }));
      await page.emulateMedia({ colorScheme: scheme });
      await suppressPromo(page);
      await page.goto("/");
      await waitForPageScripts(page);
      const grid = page.getByTestId("blog-grid");
      const thumbnails = grid.locator("img");
      await grid.scrollIntoViewIfNeeded();
      const first = thumbnails.first();
      const sibling = thumbnails.nth(1);
      await expect(first).toHaveAttribute("src", blogFallbackImage);
      await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(400);
      // Same reserved box as a thumbnail that loaded: nothing moved.
      const [a, b] = await Promise.all([first.boundingBox(), sibling.boundingBox()]);
      expect(a && b && Math.round(a.height)).toBe(b && Math.round(b.height));
      expect(a && b && Math.round(a.width)).toBe(b && Math.round(b.width));
      await expect(sibling).toHaveAttribute("src", blogPosts[1]?.img_path ?? "");
    });
  }
});
