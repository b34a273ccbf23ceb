/**
 * Debian's Chromium, as every tool here starts it (the e2e tests, the benchmarks, the image
 * script): the flags keep it from reaching for the network this machine does not have
 * (background updates, sync, first-run pages) and from a sandbox and GPU it cannot use.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The full browser (Lighthouse, benchmarks, images); the e2e tests prefer the headless shell. */
export const fullChromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
