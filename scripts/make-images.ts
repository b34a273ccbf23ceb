/**
 * Renders the share image (1200×630: the brand mark on the brand gradient, no words, so it
 * suits every language and promises nothing) and app icons from SVG with Chromium, into public/.
 * Run by hand after a brand change: `npx tsx scripts/make-images.ts`. The PNGs are committed.
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, fullChromium } from "../tests/support/chromium";

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="100%" height="100%"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338CA"/><stop offset="1" stop-color="#6D28D9"/></linearGradient></defs><rect width="36" height="36" rx="10" fill="url(#g)"/><path d="M9 23.5 18 28l9-4.5-9-4.5-9 4.5Z" fill="#fff" opacity=".55"/><path d="M9 17.5 18 22l9-4.5-9-4.5-9 4.5Z" fill="#fff" opacity=".8"/><path d="M9 11.5 18 16l9-4.5L18 7l-9 4.5Z" fill="#FDBA74"/></svg>`;

const og = `<html><body style="margin:0;width:1200px;height:630px;font-family:'Inter Variable',system-ui,sans-serif;background:linear-gradient(135deg,#1E1B4B,#312E81 55%,#6D28D9);color:#fff;position:relative;overflow:hidden">
<div style="position:absolute;right:-120px;top:-120px;width:520px;height:520px;border-radius:50%;background:rgba(255,255,255,.07)"></div>
<div style="position:absolute;left:-80px;bottom:-160px;width:420px;height:420px;border-radius:50%;background:rgba(253,186,116,.12)"></div>
<div style="position:absolute;left:50%;top:50%;width:240px;height:240px;transform:translate(-50%,-50%)">${mark}</div>
</body></html>`;

const icon = (size: number) =>
  `<html><body style="margin:0;width:${size}px;height:${size}px;background:#fff">${mark}</body></html>`;

const browser = await chromium.launch({
  executablePath: fullChromium,
  args: chromiumArgs,
});
const page = await browser.newPage();
for (const [file, html, width, height] of [
  ["public/og-image.png", og, 1200, 630],
  ["public/apple-touch-icon.png", icon(180), 180, 180],
  ["public/icon-512.png", icon(512), 512, 512],
] as const) {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  await page.screenshot({ path: file, omitBackground: false });
  console.log(`wrote ${file}`);
}
await browser.close();
