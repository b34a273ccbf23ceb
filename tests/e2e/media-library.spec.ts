/**
 * The media library page /admin/media in a real browser (issue 52, deliverable 1): an owner
 * uploads photographs made for the test (noise over a gradient, 1600 × 1200) through the file
 * button, reached and opened with the keyboard, and by a drop on the drop zone; each appears in
 * the grid with its size, dimensions, uploader and date, without a reload. A HEIC photo is
 * refused with its message naming the file; search by name; the focal point set by a click and
 * by the arrow keys and Enter, kept after a reload; an unused picture removed only after a
 * confirmation; the "not used" filter; a sales account sees the grid and details but no control;
 * with JavaScript off the same form uploads and the redirect says "1 uploaded". The page is
 * scanned by axe at 390 px and 1280 px in the light and the dark theme; set
 * MEDIA_SCREENSHOTS=<folder> to keep a screenshot of each.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, Page } from "@playwright/test";
import { fill } from "../../app/base/template";
import { admin as copy } from "../../app/staff/words";
import { mediaWords } from "../../server/media/words";
import { photo } from "../support/media";
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

const words = copy.mediaPage;
const tag = Math.random().toString(36).slice(2, 8);
const OWNER = `media.owner.${tag}@agency.example`;
const SALES = `media.sales.${tag}@agency.example`;
const seedOf = (n: number) => (Number.parseInt(tag, 36) % 100_000) * 10 + n;
const FIRST = `office-team-${tag}.jpg`;
const SECOND = `school-board-${tag}.jpg`;
const THIRD = `old-banner-${tag}.jpg`;
const HEIC = `holiday-${tag}.HEIC`;
const shots = process.env.MEDIA_SCREENSHOTS;

test.describe.configure({ mode: "serial" });
// A refused upload (422) is a failed load the browser logs.
test.use({ allowedConsoleErrors: [/status of (403|422)/] });

/** The owner's signed-in session, for the later tests' own browser contexts. */
let ownerState: BrowserContextOptions["storageState"];

test.beforeAll(() => {
  expect(addStaffAccount(OWNER, STAFF_PASSWORD)).toContain(
    `Staff account created: ${OWNER} (owner)`,
  );
  expect(addStaffAccount(SALES, STAFF_PASSWORD, "sales")).toContain(
    `Staff account created: ${SALES} (sales)`,
  );
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomIp() });
});

const signIn = (page: Page, email: string) => signInWithPassword(page, email, STAFF_PASSWORD);

async function openLibrary(page: Page, query = "") {
  await page.goto(`/admin/media${query}`);
  await waitForPageScripts(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
}

const card = (page: Page, file: string) => page.getByTestId("media-item").filter({ hasText: file });

/** A file that starts like an iPhone's photo: an ISO-BMFF `ftyp` box of brand `heic`. */
function heicLike(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(4000, 7)]);
}

test("an owner uploads by the file button (keyboard) and by a drop, sees each outcome by name and the grid without a reload", async ({
  page,
}) => {
  await signIn(page, OWNER);
  ownerState = await page.context().storageState();
  await openLibrary(page);
  const nav = page.getByRole("navigation", { name: copy.header.navLabel });
  await expect(nav.getByRole("link", { name: "Pictures" })).toHaveAttribute("aria-current", "page");
  const loadedAt = await page.evaluate(() => performance.timeOrigin);

  // Keyboard only: Tab reaches the drop zone's button, Space opens the chooser.
  const button = page.getByLabel(words.upload.chooseLabel);
  await expect(button).toHaveAttribute("accept", /image\/jpeg.*image\/heic/);
  await expect(button).toHaveAttribute("multiple", "");
  for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles({
    name: FIRST,
    mimeType: "image/jpeg",
    buffer: await photo(1600, 1200, { seed: seedOf(1) }),
  });
  const results = page.getByTestId("upload-results");
  await expect(results).toContainText(fill(mediaWords.stored, { file: FIRST }));
  const first = card(page, FIRST);
  await expect(first).toContainText(/1600 × 1200 pixels · \d+(\.\d)? (KB|MB)/);
  await expect(first).toContainText(`Uploaded by ${OWNER} on`);
  await expect(first).toContainText(/IST/);
  await expect(first).toContainText(words.item.notUsed);
  // The thumbnail is a lazy served file: on a laptop the 320-pixel WebP (JPEG as fallback).
  const thumbnail = first.locator("img");
  await expect(thumbnail).toHaveAttribute("loading", "lazy");
  await expect(thumbnail).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}-(320|640)-1x1-.*\.jpg$/);
  await expect(first.locator("source")).toHaveAttribute("type", "image/webp");
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/media\/[0-9a-f]{64}-320-1x1-[\d.]+\.webp$/);
  // Loaded and decoded (naturalWidth is the file's width over its srcset density, not 320).
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // A drop, as a laptop's file manager makes it: a DataTransfer carrying the file.
  const second = (await photo(1600, 1200, { seed: seedOf(2) })).toString("base64");
  await page.getByTestId("drop-zone").evaluate(
    (zone, { base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: "image/jpeg" }));
      for (const type of ["dragenter", "dragover", "drop"])
        zone.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
    },
    { base64: second, name: SECOND },
  );
  await expect(results).toContainText(fill(mediaWords.stored, { file: SECOND }));
  await expect(card(page, SECOND)).toContainText("1600 × 1200 pixels");
  await expect(card(page, FIRST)).toBeVisible();

  // A HEIC photo (several files at once: one is stored, the HEIC refused by name).
  await button.setInputFiles([
    { name: HEIC, mimeType: "image/heic", buffer: heicLike() },
    { name: THIRD, mimeType: "image/jpeg", buffer: await photo(800, 600, { seed: seedOf(3) }) },
  ]);
  await expect(results.getByRole("listitem")).toHaveCount(2);
  await expect(results).toContainText(fill(mediaWords.refused.heif, { file: HEIC }));
  await expect(results).toContainText("Most Compatible");
  await expect(card(page, THIRD)).toContainText("800 × 600 pixels");
  await expect(card(page, HEIC)).toHaveCount(0);

  // No reload happened: the same document since the first upload.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
});

test("search by name, and the filter of pictures not used yet", async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerState });
  const page = await context.newPage();
  await openLibrary(page);
  await page.getByLabel(words.search.label).fill(`school-board-${tag}`);
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page).toHaveURL(new RegExp(`q=school-board-${tag}`));
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  await expect(card(page, SECOND)).toBeVisible();
  await expect(page.getByTestId("media-count")).toHaveText("1 picture");

  await page.getByLabel(words.search.label).fill(`no-such-${tag}`);
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page.getByTestId("media-empty")).toHaveText(words.noMatch);

  await page.getByLabel(words.search.label).fill(tag);
  await page.getByLabel(words.search.unusedLabel).check();
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page).toHaveURL(/unused=1/);
  // No picture field uses any yet: all three of this run are listed, each "Not used yet".
  await expect(page.getByTestId("media-item")).toHaveCount(3);
  for (const item of await page.getByTestId("media-item").all())
    await expect(item).toContainText(words.item.notUsed);
  await context.close();
});

test("the focal point: set by a click and kept after a reload, then moved by the arrow keys and saved with Enter", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ownerState });
  const page = await context.newPage();
  await openLibrary(page, `?q=${FIRST}`);
  await page.getByRole("link", { name: fill(words.item.open, { file: FIRST }) }).click();
  const detail = page.getByTestId("picture-detail");
  await expect(detail).toBeVisible();
  await expect(page.getByText(words.detail.focalHelp, { exact: false })).toBeVisible();
  const picture = page.getByTestId("focal-picture");
  const value = page.getByTestId("focal-value");
  await expect(value).toHaveText(fill(words.detail.focalLabel, { file: FIRST, x: 50, y: 50 }));
  const box = await picture.boundingBox();
  if (!box) throw new Error("no focal picture");
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(value).toHaveText(fill(words.detail.focalLabel, { file: FIRST, x: 25, y: 75 }));
  // The marker is drawn where the click was.
  const marker = await page.getByTestId("focal-marker").boundingBox();
  expect(
    Math.abs((marker?.x ?? 0) + (marker?.width ?? 0) / 2 - (box.x + box.width * 0.25)),
  ).toBeLessThan(3);
  await page.getByRole("button", { name: words.detail.focalSave }).click();
  await expect(page.getByRole("status").filter({ hasText: "was set" })).toHaveText(
    fill(mediaWords.focalPointSet, { file: FIRST }),
  );
  await page.reload();
  await waitForPageScripts(page);
  await expect(value).toHaveText(fill(words.detail.focalLabel, { file: FIRST, x: 25, y: 75 }));
  // The grid's square thumbnail is now cropped around that point.
  await expect(card(page, FIRST).locator("img")).toHaveAttribute("src", /-1x1-25\.75\.jpg$/);

  // Keyboard only: Tab to the picture, arrows move the point, Enter saves.
  for (let i = 0; i < 40 && !(await picture.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(picture).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowUp");
  await expect(value).toHaveText(fill(words.detail.focalLabel, { file: FIRST, x: 30, y: 65 }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "was set" })).toBeVisible();
  await page.reload();
  await expect(value).toHaveText(fill(words.detail.focalLabel, { file: FIRST, x: 30, y: 65 }));
  await context.close();
});

test("an unused picture is removed only after a confirmation", async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerState });
  const page = await context.newPage();
  await openLibrary(page, `?q=${THIRD}`);
  await page.getByRole("link", { name: fill(words.item.open, { file: THIRD }) }).click();
  await page.getByRole("link", { name: words.detail.removeStart }).click();
  const confirm = page.getByTestId("remove-confirm");
  await expect(confirm).toContainText(fill(words.detail.removeConfirm, { file: THIRD }));
  // "Keep it" goes back with nothing removed.
  await page.getByRole("link", { name: words.detail.removeNo }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card(page, THIRD)).toBeVisible();
  await page.getByRole("link", { name: words.detail.removeStart }).click();
  await page.getByRole("button", { name: words.detail.removeYes }).click();
  await expect(page).toHaveURL(/\/admin\/media\?removed=1$/);
  await expect(page.getByRole("status").filter({ hasText: words.removedNotice })).toBeVisible();
  await expect(card(page, THIRD)).toHaveCount(0);
  await expect(card(page, FIRST)).toBeVisible();
  await context.close();
});

test("a sales account sees the grid and the details, with no upload, focal point or remove control", async ({
  page,
}) => {
  await signIn(page, SALES);
  await openLibrary(page, `?q=${tag}`);
  await expect(page.getByTestId("media-item")).toHaveCount(2);
  await expect(page.getByRole("heading", { name: words.upload.heading })).toHaveCount(0);
  await expect(page.locator("input[type=file]")).toHaveCount(0);
  await expect(page.getByText(words.viewOnly)).toBeVisible();
  await page.getByRole("link", { name: fill(words.item.open, { file: FIRST }) }).click();
  await expect(page.getByTestId("picture-detail")).toContainText("1600 × 1200 pixels");
  await expect(page.getByTestId("focal-picture")).toHaveCount(0);
  await expect(page.getByRole("link", { name: words.detail.removeStart })).toHaveCount(0);
});

test("with JavaScript off the form uploads, and the page says what happened", async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: ownerState,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  const page = await context.newPage();
  await page.goto("/admin/media");
  const file = `no-script-${tag}.jpg`;
  await page.getByLabel(words.upload.chooseLabel).setInputFiles({
    name: file,
    mimeType: "image/jpeg",
    buffer: await photo(1200, 900, { seed: seedOf(4) }),
  });
  await page.getByRole("button", { name: words.upload.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/media\?uploaded=1&refused=0$/);
  const notice = page.getByRole("status").filter({ hasText: "uploaded" });
  await expect(notice).toHaveText(fill(words.uploadedNotice, { uploaded: 1, refused: 0 }));
  await expect(notice).toContainText("1 uploaded");
  await expect(card(page, file)).toContainText("1200 × 900 pixels");
  await context.close();
});

test("the page at 390 and 1280 px, light and dark: no axe violation, no sideways scroll", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  if (shots) mkdirSync(shots, { recursive: true });
  for (const theme of ["light", "dark"] as const)
    for (const width of [390, 1280])
      for (const view of ["grid", "detail"] as const) {
        const context = await browser.newContext({
          storageState: ownerState,
          colorScheme: theme,
          viewport: { width, height: 900 },
          extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
        });
        const page = await context.newPage();
        const id = await (async () => {
          await page.goto(`/admin/media?q=${FIRST}`);
          const href = await card(page, FIRST).getByRole("link").getAttribute("href");
          return new URL(href ?? "", "http://site.example").searchParams.get("item");
        })();
        await openLibrary(page, view === "grid" ? `?q=${tag}` : `?q=${tag}&item=${id}`);
        const where = `${view} ${width}px ${theme}`;
        const violations = theme === "dark" ? await darkViolations(page) : await scanA11y(page);
        expect(violations, where).toEqual([]);
        expect(await horizontalOverflow(page), where).toBe(0);
        if (shots) {
          // The lazy thumbnails, loaded before the picture is taken.
          await page.evaluate(() =>
            Promise.all(
              [...document.images].map((img) => {
                img.loading = "eager";
                return img.decode().catch(() => undefined);
              }),
            ),
          );
          const file = path.join(shots, `media-${view}-${width}-${theme}`);
          await page.screenshot({ path: `${file}.png`, fullPage: true });
        }
        await context.close();
      }
});
