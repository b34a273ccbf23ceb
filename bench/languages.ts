/**
 * What a visitor's browser receives of each language: loads pages of a running site in Chromium,
 * scrolls each to the bottom (so lazy code and images load) and prints, per page, the JavaScript
 * it received (KiB, decoded) and the Devanagari letters in everything it received as text (HTML,
 * JavaScript, island props). Figures, not a test: the sweep in tests/e2e/quality.spec.ts is the
 * test.
 *
 *   npm run build && npm start &   then   npx tsx bench/languages.ts [http://127.0.0.1:3000]
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, fullChromium } from "../tests/support/chromium";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const paths = ["/", "/pricing", "/work", "/internship", "/hi", "/hi/pricing", "/hi/work"];

/** Devanagari letters; its digits are not words. */
const devanagari = /(?![\u0966-\u096F])\p{Script=Devanagari}/gu;

const decodeEscapes = (body: string) =>
  body.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs });
console.log("page | JS KiB (decoded) | Devanagari letters received");
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  let jsBytes = 0;
  let letters = 0;
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/text|javascript|json|turbo|x-script/.test(type)) return;
    pending.push(
      response
        .body()
        .then((body) => {
          if (/javascript/.test(type)) jsBytes += body.length;
          letters += decodeEscapes(body.toString("utf8")).match(devanagari)?.length ?? 0;
        })
        .catch(() => {}),
    );
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  for (let y = 0; y < 40; y++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.body.scrollHeight;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  console.log(`${path} | ${(jsBytes / 1024).toFixed(1)} | ${letters}`);
  await page.close();
}
await browser.close();
