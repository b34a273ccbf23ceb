import { chromium } from "@playwright/test";

const [, , p, widthS, chunkS] = process.argv;
const width = Number(widthS),
  chunk = Number(chunkS);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const ctx = await browser.newContext({ viewport: { width, height: 900 } });
await ctx.addInitScript(() => sessionStorage.setItem("promo-modal-shown", "1"));
const page = await ctx.newPage();
await page.goto("http://127.0.0.1:4391" + p, { waitUntil: "networkidle" });
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 60));
  }
  window.scrollTo(0, 0);
});
await page.waitForTimeout(300);
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const name = p.replaceAll("/", "_").replace(/^_/, "");
for (let y = 0, i = 0; y < h; y += chunk, i++) {
  await page.screenshot({
    path: `/tmp/shots-services/c-${name}-${width}-${i}.png`,
    fullPage: true,
    clip: { x: 0, y, width, height: Math.min(chunk, h - y) },
  });
}
await browser.close();
