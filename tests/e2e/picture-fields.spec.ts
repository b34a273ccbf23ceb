/**
 * Picture fields in the words editor (issue 52, deliverable 5), in a real browser against a
 * compiled instance on its own SQLite database: a photo-like JPEG made in the test with sharp is
 * uploaded to the library (POST /admin/media/upload with the session's form token); in the
 * editor, an editor chooses it for one website demo from "Choose from the library", writes its
 * description in English and in Hindi, and publishes; /work and /hi/work then show it as a
 * <picture> (AVIF and WebP sources, the JPEG fallback with its width and height, each language's
 * alt text), loaded, in light and dark. A description that is a file name blocks the publish,
 * named at its field. The announcement: staff choose its picture, the page its button opens and
 * switch it on, publish; a visitor's first page opens it by itself with the picture and the link,
 * in English and Hindi; switched off and published, it neither opens nor has its megaphone
 * button. The focal point: in the editor, a tap on the chosen picture sets it and it is saved to
 * the library; after the publish the page's crops are named by (and cut around) that point, and a
 * page published before it sends its old crop on to the new one.
 * Set PICTURE_SCREENSHOTS=<folder> to keep a screenshot of each card.
 */
import type { Browser, Page } from "@playwright/test";
import { dictionary } from "../../app/content/engine/shipped";
import { admin as copy } from "../../app/staff/words";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { type MediaJson, photo, type StaffSession, signedInStaff, upload } from "../support/media";
import { chooseFromLibrary, savingDraft, staffBrowserPage } from "../support/picture-seeding";
import {
  type ChildServer,
  compiledServer,
  startServerProcess,
  tempDir,
} from "../support/processes";
import { expect, suppressPromo, test, waitForPageScripts } from "./fixtures";

const words = copy.contentEditor;
const DEMO = "admin-dashboard";
const ALT = {
  en: "Team reviewing the admin dashboard's sales charts on a large office screen",
  hi: "दफ़्तर की बड़ी स्क्रीन पर एडमिन डैशबोर्ड के बिक्री चार्ट देखती टीम",
};

let server: ChildServer;
let db: SiteDatabase;
let staff: StaffSession;
let item: MediaJson;

test.describe.configure({ mode: "serial" });
// The refused publish is logged by the browser as a failed request.
test.use({ allowedConsoleErrors: [/status of (409|422)/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = tempDir("picture-fields-e2e-");
  db = await openSiteDatabase({ DATA_DIR: dataDir });
  server = await startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: "error", ADMIN_LOGIN_DELAY_MS: "0" },
    compiledServer,
  );
  staff = await signedInStaff(db, "editor");
  const uploaded = await upload(server, staff, [
    { name: "team-at-work.jpg", bytes: await photo(1600, 1000, { seed: 11 }) },
  ]);
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
  item = (uploaded.json.stored[0] as { item: MediaJson }).item;
});

test.afterAll(async () => {
  await server?.kill();
  await db?.close();
});

/** A browser signed in as the editor (the session the test stored). */
const staffPage = (browser: Browser, theme: "light" | "dark" = "light") =>
  staffBrowserPage(browser, server.url, staff, theme);

const field = (page: Page, key: string) => page.locator(`[id="f-${key}"]`);

test("an editor chooses a library picture for a website demo, describes it in both languages and publishes; a file name as its description is refused", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await staffPage(browser);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Our work", exact: true }).click();
  await waitForPageScripts(page);
  await page
    .getByRole("navigation", { name: words.topic.sectionsLabel })
    .getByRole("link", { name: /^Website demos(\s*,|$)/ })
    .click();

  const picture = page.locator(`[data-field="facts.projects.${DEMO}.webPicture"]`);
  await expect(picture.getByTestId("picture-none")).toHaveText(words.picture.none);
  await chooseFromLibrary(page, picture, item.fileName, "team-at");
  await expect(picture.getByTestId("picture-chosen")).toHaveAttribute("data-hash", item.hash);

  // A file name as the English description: named at its field, and the publish is refused.
  await savingDraft(page, async () => {
    await field(page, `en.projects.${DEMO}.webPictureAlt`).fill("IMG_2041.jpg");
    await field(page, `hi.projects.${DEMO}.webPictureAlt`).fill(ALT.hi);
  });
  await expect(page.locator(`[id="f-en.projects.${DEMO}.webPictureAlt-problems"]`)).toContainText(
    "is a file name",
  );
  await page.getByLabel(words.publish.noteLabel).fill("Demo screenshot");
  await page.getByRole("button", { name: words.publish.submit, exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: words.publish.blocked })).toBeVisible();
  expect(await (await fetch(`${server.url}/work`)).text()).not.toContain(item.hash);

  await savingDraft(page, () => field(page, `en.projects.${DEMO}.webPictureAlt`).fill(ALT.en));
  await page.getByLabel(words.publish.noteLabel).fill("Demo screenshot");
  await page.getByRole("button", { name: words.publish.submit, exact: true }).click();
  await expect(page.getByTestId("topic-notice")).toContainText(words.topic.notices.published);
  await context.close();
});

for (const theme of ["light", "dark"] as const)
  for (const [path, alt] of [
    ["/work", ALT.en],
    ["/hi/work", ALT.hi],
  ] as const)
    test(`${path} shows the chosen picture in ${theme}: AVIF and WebP sources, width and height, its alt`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 900 },
        colorScheme: theme,
      });
      const page = await context.newPage();
      await expect
        .poll(async () => (await (await fetch(`${server.url}${path}`)).text()).includes(item.hash))
        .toBe(true);
      await page.goto(path);
      const card = page.getByTestId("website-project").filter({ has: page.locator("picture") });
      await expect(card).toHaveCount(1);
      const sources = card.locator("picture source");
      await expect(sources).toHaveCount(2);
      await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
      await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
      const img = card.locator("picture img");
      await expect(img).toHaveAttribute("alt", alt);
      await expect(img).toHaveAttribute("width", "960");
      await expect(img).toHaveAttribute("height", "640");
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      // The browser took the AVIF source.
      expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
        /\.avif$/,
      );
      // The other demos still show their drawings.
      await expect(page.getByTestId("website-project").locator("picture")).toHaveCount(1);
      const folder = process.env.PICTURE_SCREENSHOTS;
      if (folder)
        await card.screenshot({
          path: `${folder}/${path === "/work" ? "en" : "hi"}-work-${theme}.png`,
        });
      await context.close();
    });

const PROMO_ALT = {
  en: "Interns and a mentor around a laptop at the new batch's first class",
  hi: "नए बैच की पहली क्लास में लैपटॉप के पास इंटर्न और उनके मेंटर",
};

/** Opens the editor's announcement (the "Around every page" topic's section). */
async function openAnnouncement(page: Page) {
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Around every page", exact: true }).click();
  await waitForPageScripts(page);
  await page
    .getByRole("navigation", { name: words.topic.sectionsLabel })
    .getByRole("link", { name: /^Announcement(\s*,|$)/ })
    .first()
    .click();
}

async function publishTopic(page: Page, note: string) {
  await page.getByLabel(words.publish.noteLabel).fill(note);
  await page.getByRole("button", { name: words.publish.submit, exact: true }).click();
  // The layout's words are on every page: all of them are made again before the notice, which
  // takes a while on a busy machine (its speed is bench/publish's, not this test's).
  await expect(page.getByTestId("topic-notice")).toContainText(words.topic.notices.published, {
    timeout: 30_000,
  });
}

/** A visitor's first page in a new session: the announcement opens by itself after 5 s. */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(path);
  await waitForPageScripts(page);
  await page.clock.runFor(5100);
  return { context, page };
}

test("staff choose the announcement's picture and link and switch it on; visitors see it in both languages; switched off, it is gone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await staffPage(browser);
  await openAnnouncement(page);
  const picture = page.locator('[data-field="facts.promo.picture"]');
  await chooseFromLibrary(page, picture, item.fileName);
  await savingDraft(page, async () => {
    await field(page, "en.promo.pictureAlt").fill(PROMO_ALT.en);
    await field(page, "hi.promo.pictureAlt").fill(PROMO_ALT.hi);
    await field(page, "facts.promo.primaryHref").fill("/services/graphic-designing");
  });
  // The switch: off, then on again, as staff would after a pause.
  const enabled = field(page, "facts.promo.enabled");
  await savingDraft(page, () => enabled.uncheck());
  await savingDraft(page, () => enabled.check());
  await publishTopic(page, "Announcement picture and link");

  const shell = { en: dictionary("en").ui, hi: dictionary("hi").ui };
  for (const [path, locale] of [
    ["/pricing", "en"],
    ["/hi/pricing", "hi"],
  ] as const) {
    await expect
      .poll(async () => {
        const dialogs = await fetch(`${server.url}${locale === "hi" ? "/hi" : ""}/dialogs.json`);
        return (await dialogs.text()).includes(item.hash);
      })
      .toBe(true);
    const visitor = await visit(browser, path);
    const modal = visitor.page.getByTestId("image-modal");
    await expect(modal).toBeVisible();
    const img = modal.locator("picture img");
    await expect(img).toHaveAttribute("alt", PROMO_ALT[locale]);
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(
      item.hash,
    );
    await expect(modal.locator('a[href$="/services/graphic-designing"]')).toBeVisible();
    await expect(
      visitor.page.getByRole("button", { name: shell[locale].floatingWidget.announcement }),
    ).toBeVisible();
    const folder = process.env.PICTURE_SCREENSHOTS;
    if (folder) await modal.screenshot({ path: `${folder}/${locale}-announcement.png` });
    await visitor.context.close();
  }

  await savingDraft(page, () => enabled.uncheck());
  await publishTopic(page, "Announcement off");
  await context.close();
  for (const [path, locale] of [
    ["/pricing", "en"],
    ["/hi/pricing", "hi"],
  ] as const) {
    // Published: the page is made again without the button.
    await expect
      .poll(async () =>
        (await (await fetch(`${server.url}${path}`)).text()).includes(
          `aria-label="${shell[locale].floatingWidget.announcement}"`,
        ),
      )
      .toBe(false);
    const visitor = await visit(browser, path);
    await visitor.page.clock.runFor(5000);
    await expect(visitor.page.getByTestId("image-modal")).toHaveCount(0);
    await expect(
      visitor.page.getByRole("button", { name: shell[locale].floatingWidget.announcement }),
    ).toHaveCount(0);
    await visitor.context.close();
  }
});

test("a tap on the chosen picture in the editor sets its focal point; after the publish the page's crop is cut around it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Published by the first test at the picture's first focal point (the middle).
  const workHtml = await (await fetch(`${server.url}/work`)).text();
  const oldCrop = workHtml.match(new RegExp(`/media/${item.hash}-320-3x2-50\\.50\\.avif`))?.[0];
  expect(oldCrop).toBeDefined();

  const { context, page } = await staffPage(browser);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Home page", exact: true }).click();
  await waitForPageScripts(page);
  // The demos' pictures are among the page's facts, their descriptions in "Our work".
  await page
    .getByRole("navigation", { name: words.topic.sectionsLabel })
    .getByRole("button", { name: words.topic.openAll })
    .click();
  const picture = page.locator('[data-field="facts.workDemos.admin-dashboard.workPicture"]');
  await chooseFromLibrary(page, picture, item.fileName);
  await picture.getByRole("button", { name: words.picture.focal }).click();
  const focal = picture.getByTestId("focal-picture");
  await expect(focal).toBeEnabled();
  const box = await focal.boundingBox();
  if (!box) throw new Error("no focal picture");
  await focal.click({ position: { x: box.width * 0.2, y: box.height * 0.3 } });
  await expect(picture.getByTestId("focal-value")).toContainText("20% across, 30% down");
  const saved = page.waitForResponse((r) => r.url().endsWith(`/admin/media/${item.id}/focal`));
  await picture.getByRole("button", { name: copy.mediaPage.detail.focalSave }).click();
  expect((await saved).status()).toBe(200);
  await savingDraft(page, async () => {
    await field(page, "en.work.demos.admin-dashboard.workPictureAlt").fill(ALT.en);
    await field(page, "hi.work.demos.admin-dashboard.workPictureAlt").fill(ALT.hi);
  });
  await publishTopic(page, "Admin demo's screenshot, focused on the chart");
  await context.close();

  // The home page's crops are named by the new point; the browser loads one of them.
  const visitor = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const home = await visitor.newPage();
  await suppressPromo(home);
  await expect
    .poll(async () =>
      (await (await fetch(`${server.url}/`)).text()).includes(`${item.hash}-320-3x2-20.30.avif`),
    )
    .toBe(true);
  await home.goto("/");
  const img = home.getByTestId("work-demos").locator("picture img");
  await expect(img).toHaveCount(1);
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    new RegExp(`/media/${item.hash}-\\d+-3x2-20\\.30\\.avif$`),
  );
  await visitor.close();
  // /work, published before, names the old point: its crop is sent on to the new one.
  const moved = await fetch(`${server.url}${oldCrop}`, { redirect: "manual" });
  expect(moved.status).toBe(302);
  expect(moved.headers.get("location")).toContain("-3x2-20.30.avif");
});
