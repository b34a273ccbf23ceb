/**
 * bench/editor-history: the words editor with a long history (issue 51, deliverable 4), against
 * the compiled server on a throwaway SQLite DATA_DIR, in Debian's Chromium with the CPU 4x slower
 * (a phone, 390 px). Run once with no history and once with HISTORY revisions of the policies
 * topic (default 1,000; tests/support/policy-history.ts writes them through the content store
 * before the server starts) and prints, medians of BENCH_RUNS (default 5):
 *
 * - first list: the first /admin/content after the start (with a history, it folds the
 *   history once into each topic's field record: server/content/field-record.ts);
 * - form ready: from the click on the policies in the list to its form on screen and working
 *   (Playwright's click, which first checks the link is visible and still, and from the tap
 *   event itself), and the topic's data alone (the server's share);
 * - save, server: a draft's save of the policies (the whole document, as the form sends it),
 *   from the request to the answer over loopback, for SAVES (default 100) saves, paced under
 *   the per-person save rate;
 * - server memory: the server process's resident memory before and after those saves.
 *
 * Run: `npm run build && npx tsx bench/editor-history.ts`.
 */
import { readFileSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { draftSaveRate } from "../app/content/engine/bounds";
import { openSiteDatabase } from "../server/db";
import { chromiumArgs, fullChromium } from "../tests/support/chromium";
import { seedPolicyHistory } from "../tests/support/policy-history";
import { tempDir } from "../tests/support/processes";
import { ms, signedIn, startEditorServer, timed } from "./editor-session";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const history = Number(process.env.HISTORY ?? 1_000);
const saves = Number(process.env.SAVES ?? 100);
const TOPIC = "policies";

/** A process's resident memory in MiB (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? 0) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the form's autosave sends: its fields, read from one real save of the page. */
async function autosaveFields(page: Page) {
  await page.getByRole("button", { name: "Open all sections" }).click();
  const request = page.waitForRequest((r) => r.url().endsWith(`/${TOPIC}/draft`));
  const input = page.locator('textarea[id^="f-en."], input[type="text"][id^="f-en."]').first();
  await input.fill(`${await input.inputValue()} (bench)`);
  const sent = await request;
  await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
  const form = await new Response(new Uint8Array(sent.postDataBuffer() ?? Buffer.alloc(0)), {
    headers: { "content-type": (await sent.allHeaders())["content-type"] ?? "" },
  }).formData();
  return Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
}

async function scenario(revisions: number) {
  const dataDir = tempDir("bench-editor-history-");
  if (revisions > 0) {
    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    const started = performance.now();
    await seedPolicyHistory(db, revisions);
    console.log(
      `  seeded ${revisions} revisions of the ${TOPIC} in ${Math.round(performance.now() - started)} ms`,
    );
    await db.close();
  }
  const server = await startEditorServer(dataDir);
  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs });
  try {
    const page = await signedIn(browser, server.url, true);
    const scriptsReady = () =>
      page.waitForFunction(() => document.documentElement.dataset.scripts === "ready");
    // A navigation starts a new page clock: this one is timed in the bench's.
    const listStarted = performance.now();
    await page.goto("/admin/content");
    await page.locator(`a[href="/admin/content/${TOPIC}"]`).waitFor();
    const firstList = performance.now() - listStarted;
    const ready: number[] = [];
    const fromTap: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto("/admin/content");
      await scriptsReady();
      // The moment of the tap itself, in the page's clock: Playwright's click first waits for
      // the link to be visible, stable and hit (about 100 ms of its own at 4x).
      await page.evaluate(() =>
        document.addEventListener(
          "click",
          (event: Event) => {
            (window as unknown as { tappedAt: number }).tappedAt = event.timeStamp;
          },
          { capture: true, once: true },
        ),
      );
      const link = page.locator(`a[href="/admin/content/${TOPIC}"]`);
      ready.push(
        await timed(
          page,
          () => link.click(),
          () => page.getByTestId("save-bar").waitFor(),
        ),
      );
      const [now, tappedAt] = await page.evaluate(() => [
        performance.now(),
        (window as unknown as { tappedAt: number }).tappedAt,
      ]);
      fromTap.push(now - tappedAt);
    }
    // The topic's data alone, as the form asks for it (the server's share of the wait).
    const data: number[] = [];
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      await (await page.request.get(`/admin/content/${TOPIC}.data`)).body();
      data.push(performance.now() - t0);
    }
    const fields = await autosaveFields(page);
    const document = JSON.parse(fields.document ?? "{}");
    const pid = server.process.pid ?? 0;
    const before = rssOf(pid);
    const answered: number[] = [];
    let refused = 0;
    for (let n = 0; n < saves; n++) {
      document.en.policyUi.tocTitle = `On this page (${n})`;
      const t0 = performance.now();
      const response = await page.request.post(`/admin/content/${TOPIC}/draft`, {
        multipart: { ...fields, document: JSON.stringify(document) },
        headers: { origin: server.url },
      });
      const took = performance.now() - t0;
      if (response.status() === 429) {
        refused += 1;
        n -= 1;
      } else if (!response.ok()) throw new Error(`save answered ${response.status()}`);
      else answered.push(took);
      // Under the per-person rate (app/content/engine/bounds.ts draftSaveRate).
      await sleep(1_000 / draftSaveRate.perSecond + 20);
    }
    const after = rssOf(pid);
    return { firstList, ready, fromTap, data, answered, before, after, refused };
  } finally {
    await browser.close();
    await server.stop();
  }
}

console.log(
  `bench/editor-history: phone, 390 px, CPU 4x slower; medians of ${runs} (min–max); ${saves} saves`,
);
for (const revisions of [0, history]) {
  console.log(revisions === 0 ? "no history" : `${revisions} revisions of the ${TOPIC}`);
  const figures = await scenario(revisions);
  console.log(`  first list after the start:   ${Math.round(figures.firstList)} ms`);
  console.log(`  form ready after the click:   ${ms(figures.ready)}`);
  console.log(`  … from the tap itself:        ${ms(figures.fromTap)}`);
  console.log(`  topic data, request to answer: ${ms(figures.data)}`);
  console.log(
    `  save, request to answer:      ${ms(figures.answered)}, 90th percentile ${Math.round(
      [...figures.answered].sort((a, b) => a - b)[Math.floor(figures.answered.length * 0.9)] ?? 0,
    )} ms`,
  );
  console.log(
    `  server memory (RSS):          ${figures.before.toFixed(0)} MiB before, ${figures.after.toFixed(0)} MiB after ${saves} saves${figures.refused ? ` (${figures.refused} answered 429 and sent again)` : ""}`,
  );
}
