/**
 * Issue 52's proof: real pictures on every page that has picture fields, uploaded through the
 * editor, in both languages, light and dark, on a phone (390 px) and a laptop (1,280 px). A
 * compiled instance on its own SQLite database; photographs and screenshots made for the test
 * (tests/support/photos.ts), none a drawing. An owner, in the browser, uploads a screenshot of the
 * About page taken now in /admin/media, chooses it for a website demo in the words editor's
 * picker, describes it in English and Hindi and publishes; every other picture field the topics'
 * schemas hold is filled through the same endpoints the editor's pages post to
 * (tests/support/picture-seeding.ts), so a field added later is covered with no change here.
 * Then each page, scrolled to its end: every <picture> loaded (complete, a natural width), with
 * AVIF and WebP sources, width and height, alt text that is the page language's; no sideways
 * scroll; axe clean. The announcement opens after 5 s with its picture, in both languages,
 * themes and widths. A full-page screenshot of each is kept in test-results/pictures-on-pages
 * (or PICTURE_PAGES_SCREENSHOTS=<folder>) to be looked at.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { fill } from "../../app/base/template";
import { dataTopicNames } from "../../app/content/engine/content";
import { leavesOf } from "../../app/content/engine/paths";
import { isPictureChoice } from "../../app/content/engine/pictures";
import { admin as copy } from "../../app/staff/words";
import { contentOperations } from "../../server/content/operations";
import { openSiteDatabase, type SiteDatabase } from "../../server/db";
import { mediaWords } from "../../server/media/words";
import { type StaffSession, signedInStaff } from "../support/media";
import { type PictureFixture, pictureFixtures } from "../support/photos";
import {
  chooseFromLibrary,
  type SeedResult,
  savingDraft,
  seedPictures,
  staffBrowserPage,
} from "../support/picture-seeding";
import {
  type ChildServer,
  compiledServer,
  startServerProcess,
  tempDir,
} from "../support/processes";
import {
  darkViolations,
  expect,
  horizontalOverflow,
  loadAndScroll,
  scanA11y,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const editorWords = copy.contentEditor;
const mediaPage = copy.mediaPage;
const shots =
  process.env.PICTURE_PAGES_SCREENSHOTS ?? path.resolve("test-results", "pictures-on-pages");

/** The place chosen in the browser, through the editor's pages: one website demo of /work. */
const DEMO = "admin-dashboard";
const BY_HAND = {
  name: "about-page-laptop.png",
  alt: {
    en: "The About page on a laptop: the agency's story beside its founding year and team",
    hi: "लैपटॉप पर हमारे बारे में वाला पेज: एजेंसी की कहानी, उसकी शुरुआत का साल और टीम",
  },
};

/**
 * The pages with picture fields and the fewest pictures each shows once every field has one.
 * The about page has no picture field on this branch yet (another branch adds it): its pictures,
 * when it has some, are checked as the others'.
 */
const PAGES = [
  { path: "/work", least: 11 },
  { path: "/services/graphic-designing", least: 12 },
  { path: "/", least: 3 },
  { path: "/internship", least: 6 },
  { path: "/aboutUs", least: 2 },
] as const;
const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;

let server: ChildServer;
let db: SiteDatabase;
let owner: StaffSession;
let fixtures: PictureFixture[];
let seeded: SeedResult;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = tempDir("pictures-on-pages-");
  db = await openSiteDatabase({ DATA_DIR: dataDir });
  server = await startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: "error", PAGE_RATE_LIMIT_MAX: "0" },
    compiledServer,
  );
  owner = await signedInStaff(db, "owner");
  fixtures = await pictureFixtures(server.url, browser);
  seeded = await seedPictures({
    url: server.url,
    db,
    staff: owner,
    fixtures,
    skip: (place) =>
      place.topic === "work" && place.path.join(".") === `projects.${DEMO}.webPicture`,
  });
});

test.afterAll(async () => {
  await server?.kill();
  await db?.close();
});

/** A browser signed in as the owner (the session stored for the test). */
const ownerPage = (browser: Browser) => staffBrowserPage(browser, server.url, owner);

/** The picture fields of the live words with no picture chosen ("work.projects.crm.webPicture"). */
async function withoutPicture(): Promise<string[]> {
  const { documents } = (await contentOperations(db).live()).content;
  return dataTopicNames.flatMap((topic) =>
    leavesOf(documents[topic].facts, isPictureChoice)
      .filter(({ value }) => value.hash === null)
      .map(({ path: at }) => `${topic}.${at.join(".")}`),
  );
}

test("every picture field has a picture; an owner uploads one in the library and chooses, describes and publishes it in the editor", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Every place the schemas hold was seeded (but the one chosen here), each with words to describe
  // it: no picture-shaped value of the live facts is left without a picture.
  expect(seeded.places.length).toBeGreaterThanOrEqual(40);
  expect(seeded.undescribed).toEqual([]);
  expect(await withoutPicture()).toEqual([`work.projects.${DEMO}.webPicture`]);
  // Each stored at its size as shown: the poster stored sideways (EXIF orientation 6) upright.
  for (const fixture of fixtures)
    expect(seeded.items.get(fixture.name), fixture.name).toMatchObject({
      width: fixture.width,
      height: fixture.height,
    });

  const { context, page } = await ownerPage(browser);
  // A real screenshot, of the site's About page as it is now.
  await page.goto("/aboutUs");
  const screenshot = await page.screenshot({ type: "png" });

  await page.goto("/admin/media");
  await waitForPageScripts(page);
  await page.getByLabel(mediaPage.upload.chooseLabel).setInputFiles({
    name: BY_HAND.name,
    mimeType: "image/png",
    buffer: screenshot,
  });
  await expect(page.getByTestId("upload-results")).toContainText(
    fill(mediaWords.stored, { file: BY_HAND.name }),
  );

  await page.goto("/admin/content/work");
  await waitForPageScripts(page);
  await page
    .getByRole("navigation", { name: editorWords.topic.sectionsLabel })
    .getByRole("link", { name: /^Website demos(\s*,|$)/ })
    .click();
  const field = page.locator(`[data-field="facts.projects.${DEMO}.webPicture"]`);
  await chooseFromLibrary(page, field, BY_HAND.name, "about-page");
  await expect(field.getByTestId("picture-chosen")).toBeVisible();
  await savingDraft(page, async () => {
    await page.locator(`[id="f-en.projects.${DEMO}.webPictureAlt"]`).fill(BY_HAND.alt.en);
    await page.locator(`[id="f-hi.projects.${DEMO}.webPictureAlt"]`).fill(BY_HAND.alt.hi);
  });
  await page.getByLabel(editorWords.publish.noteLabel).fill("About page screenshot for a demo");
  await page.getByRole("button", { name: editorWords.publish.submit, exact: true }).click();
  await expect(page.getByTestId("topic-notice")).toContainText(editorWords.topic.notices.published);
  await context.close();
  await expect
    .poll(async () =>
      (await (await fetch(`${server.url}/hi/work`)).text()).includes(BY_HAND.alt.hi),
    )
    .toBe(true);
  expect(await withoutPicture()).toEqual([]);
});

/** What the page's pictures are, as the browser has them after a scroll to the end. */
function picturesOf(page: Page) {
  return page.locator("picture").evaluateAll((pictures) =>
    pictures.map((picture) => {
      const img = picture.querySelector("img");
      return {
        types: [...picture.querySelectorAll("source")].map((source) => source.type),
        alt: img?.getAttribute("alt") ?? null,
        width: img?.getAttribute("width") ?? null,
        height: img?.getAttribute("height") ?? null,
        loaded: !!img && img.complete && img.naturalWidth > 0,
        src: img?.currentSrc ?? "",
      };
    }),
  );
}

for (const theme of THEMES)
  for (const width of WIDTHS)
    test(`the pages with pictures in ${theme} at ${width} px: every picture loaded, AVIF and WebP, sized, described in the page's language; no sideways scroll; axe clean`, async ({
      browser,
    }) => {
      test.setTimeout(400_000);
      mkdirSync(shots, { recursive: true });
      const alts = {
        en: new Set([...fixtures.map((f) => f.alt.en), BY_HAND.alt.en]),
        hi: new Set([...fixtures.map((f) => f.alt.hi), BY_HAND.alt.hi]),
      };
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme: theme,
      });
      const page = await context.newPage();
      await suppressPromo(page);
      for (const { path: pagePath, least } of PAGES)
        for (const locale of ["en", "hi"] as const) {
          const at = locale === "hi" ? (pagePath === "/" ? "/hi" : `/hi${pagePath}`) : pagePath;
          const response = await loadAndScroll(page, at);
          expect(response?.status(), at).toBe(200);
          // Lazy pictures start when scrolled near: one still waiting (a carousel's card beyond
          // its edge) is brought into view, as a visitor swiping to it does; each is awaited.
          for (const img of await page.locator("picture img").all())
            if (!(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)))
              await img.evaluate((el) => el.scrollIntoView({ block: "nearest", inline: "start" }));
          await expect
            .poll(async () => (await picturesOf(page)).filter((p) => !p.loaded).map((p) => p.src), {
              message: `${at}: pictures not loaded`,
              timeout: 20_000,
            })
            .toEqual([]);
          const pictures = await picturesOf(page);
          expect(pictures.length, `${at}: pictures shown`).toBeGreaterThanOrEqual(least);
          for (const picture of pictures) {
            expect(picture.types, `${at} ${picture.src}`).toEqual(["image/avif", "image/webp"]);
            expect(Number(picture.width), `${at} ${picture.src} width`).toBeGreaterThan(0);
            expect(Number(picture.height), `${at} ${picture.src} height`).toBeGreaterThan(0);
            // The alt text written for that picture in this page's language.
            expect(alts[locale].has(picture.alt ?? ""), `${at}: alt "${picture.alt}"`).toBe(true);
          }
          expect(await horizontalOverflow(page), `${at}: sideways scroll`).toBe(0);
          const violations = theme === "dark" ? await darkViolations(page) : await scanA11y(page);
          expect(violations, `${at}: axe`).toEqual([]);
          const name = `${locale}${pagePath === "/" ? "-home" : pagePath.replaceAll("/", "-")}-${theme}-${width}.png`;
          // Decoded before the capture: a full-page screenshot paints what lies beyond the
          // viewport from what is decoded, and a picture decoded asynchronously is blank there.
          // (Only pictures that loaded: a lazy one never near the viewport, as in a closed
          // dialog, would keep decode() waiting.)
          // From the top: the sticky header then shows once, where it belongs.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.evaluate(() =>
            Promise.race([
              Promise.all(
                [...document.images]
                  .filter((img) => img.complete && img.naturalWidth > 0)
                  .map((img) => img.decode().catch(() => undefined)),
              ),
              new Promise((resolve) => setTimeout(resolve, 5000)),
            ]),
          );
          await page.screenshot({ path: path.join(shots, name), fullPage: true });
        }
      await context.close();
    });

test("the announcement opens 5 s after the first visit with its library picture, described in the page's language", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const promo = seeded.places.find((place) => place.topic === "shell");
  expect(promo, "the announcement's picture field").toBeDefined();
  for (const theme of THEMES)
    for (const width of WIDTHS)
      for (const locale of ["en", "hi"] as const) {
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { width, height: width < 600 ? 844 : 900 },
          colorScheme: theme,
        });
        const page = await context.newPage();
        await page.clock.install();
        await page.goto(locale === "hi" ? "/hi" : "/");
        await waitForPageScripts(page);
        await page.clock.runFor(5100);
        const modal = page.getByTestId("image-modal");
        await expect(modal).toBeVisible();
        const img = modal.locator("picture img");
        await expect(img).toHaveAttribute("alt", promo?.fixture.alt[locale] ?? "");
        await expect(modal.locator("picture source")).toHaveCount(2);
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
          .toBe(true);
        // Its fade finished: the screenshot shows the dialog as it stays.
        await modal.evaluate((dialog) =>
          Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)),
        );
        await page.clock.runFor(1000);
        await page.screenshot({
          path: path.join(shots, `${locale}-announcement-${theme}-${width}.png`),
        });
        await context.close();
      }
});
