/**
 * bench/editor: how quickly the words editor answers a person (issue 40), in Debian's Chromium
 * against the compiled server (SQLite, a throwaway DATA_DIR), signed in through the real pages.
 * Prints medians of BENCH_RUNS (default 5) for a desktop (1280 px) and a phone (390 px with the
 * CPU 4x slower, as Lighthouse's mobile setting):
 *
 * - form ready: from the click on the biggest topic (by its document's size) in the list of
 *   topics to its form on screen and working (the page's data fetched, rendered and hydrated: the
 *   list of sections and the save state shown);
 * - all sections: from "Open all sections" to every field of that topic drawn;
 * - draft save: a field changed, its draft's request from start to answer (the check of the whole
 *   topic included), and from the change to "Saved" (the editor waits 800 ms after the last
 *   keystroke before saving);
 * - preview: from "Show preview" (or "Refresh preview") to the page with the draft loaded in the
 *   frame, rendered by the server.
 *
 * Run: `npm run build && npx tsx bench/editor.ts`.
 */
import { type Browser, chromium } from "@playwright/test";
import { shippedDocuments } from "../app/content/engine/content";
import { chromiumArgs, fullChromium } from "../tests/support/chromium";
import { ms, signedIn, startEditorServer, timed } from "./editor-session";

const runs = Number(process.env.BENCH_RUNS ?? 5);

const sizes = Object.entries(shippedDocuments()).map(
  ([name, document]) => [name, Buffer.byteLength(JSON.stringify(document))] as const,
);
const [biggest, biggestBytes] = sizes.sort((a, b) => b[1] - a[1])[0] ?? ["policies", 0];

/**
 * Clicks "Open all sections" and resolves with the time to the frame after every section's fields
 * are drawn. A string, so that the page runs it as written (tsx would add its own helpers).
 */
const openAllSections = `new Promise((resolve) => {
  const button = [...document.querySelectorAll("button")].find(
    (b) => b.textContent === "Open all sections",
  );
  const sections = document.querySelectorAll("details[data-section]").length;
  const started = performance.now();
  button.click();
  const check = () => {
    const open = document.querySelectorAll("details[data-section][open]").length;
    if (open === sections && document.querySelectorAll("input, textarea").length > 200)
      requestAnimationFrame(() => resolve(performance.now() - started));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

async function measure(browser: Browser, url: string, phone: boolean) {
  const page = await signedIn(browser, url, phone);
  const ready: number[] = [];
  const allOpen: number[] = [];
  const request: number[] = [];
  const saved: number[] = [];
  const preview: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto("/admin/content");
    await page.waitForFunction(() => document.documentElement.dataset.scripts === "ready");
    const link = page.locator(`a[href="/admin/content/${biggest}"]`);
    ready.push(
      await timed(
        page,
        () => link.click(),
        () => page.getByTestId("save-bar").waitFor(),
      ),
    );
    // Measured in the page (a locator's query of this many elements costs the test more than
    // the page): from the click to the frame after every section's fields are drawn.
    allOpen.push(await page.evaluate<number>(openAllSections));
    if (run === 0)
      console.log(
        `  ${await page.evaluate(() => document.querySelectorAll("input, textarea, select").length)} inputs with every section open`,
      );
    // A change to the first text field, saved.
    const input = page.locator('textarea[id^="f-en."], input[type="text"][id^="f-en."]').first();
    const value = await input.inputValue();
    const changedAt = await page.evaluate(() => performance.now());
    await input.fill(`${value.replace(/ \d+$/, "")} ${run}`);
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    saved.push((await page.evaluate(() => performance.now())) - changedAt);
    request.push(
      await page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith("/draft"))
            .at(-1)?.duration ?? Number.NaN,
      ),
    );
    // The preview of the first page that shows the topic: a new frame, loaded.
    const frame = '[data-testid="preview-frame"]';
    const before = await page
      .locator(frame)
      .getAttribute("src")
      .catch(() => null);
    preview.push(
      await timed(
        page,
        () => page.locator("#preview button").first().click(),
        () =>
          page.waitForFunction(
            ([selector, previous]) => {
              const element = document.querySelector<HTMLIFrameElement>(selector as string);
              return (
                element !== null &&
                element.getAttribute("src") !== previous &&
                element.contentDocument?.readyState === "complete" &&
                element.contentDocument.querySelector("h1") !== null
              );
            },
            [frame, before],
          ),
      ),
    );
  }
  await page.context().close();
  return { ready, allOpen, request, saved, preview };
}

const server = await startEditorServer();
try {
  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs });
  console.log(
    `bench/editor: the biggest topic is ${biggest} (${(biggestBytes / 1024).toFixed(0)} KiB of JSON); medians of ${runs} (min–max)`,
  );
  for (const phone of [false, true]) {
    const figures = await measure(browser, server.url, phone);
    console.log(phone ? "phone, 390 px, CPU 4x slower" : "desktop, 1280 px");
    console.log(`  form ready after the click:   ${ms(figures.ready)}`);
    console.log(`  every section open:           ${ms(figures.allOpen)}`);
    console.log(`  draft save, request:          ${ms(figures.request)}`);
    console.log(`  draft save, change to Saved:  ${ms(figures.saved)} (800 ms of it the wait)`);
    console.log(`  preview in the frame:         ${ms(figures.preview)}`);
  }
  await browser.close();
} finally {
  await server.stop();
}
