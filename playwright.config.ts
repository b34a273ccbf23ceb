import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, fullChromium } from "./tests/support/chromium";
import { freePort } from "./tests/support/free-port";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, started by Playwright on a free port with a throwaway DATA_DIR. Run `npm run build`
 * first (`npm test` does).
 */
// Computed once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium. The tests run it headless, so they prefer the package's old headless shell
 * (`chromium-headless-shell`, the same build without the browser's UI layers), as Playwright
 * itself does for headless runs: the whole suite takes about a third less time on this 2-core
 * machine (README, "The two commands"). Without it, the full browser.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const chromiumLaunch = {
  executablePath:
    process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromium),
  args: [...chromiumArgs, "--disable-dev-shm-usage"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
    trace: "off",
  },
  webServer: {
    command: "npx tsx server/index.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Lead limits, set explicitly (tests/e2e/leads.spec.ts). Each test posts from its own
      // X-Forwarded-For address, which the server believes from 127.0.0.1 (the tests' proxy).
      TRUST_PROXY: "127.0.0.1",
      LEADS_RATE_LIMIT_MAX: "3",
      LEADS_RATE_LIMIT_WINDOW_MS: "600000",
      LEADS_MIN_FILL_MS: "0",
      LEADS_BODY_LIMIT_BYTES: "16384",
      IP_HASH_SALT: "e2e-tests-salt-0123456789abcdef",
      // Staff inbox and vitals limits, set explicitly (tests/e2e/admin.spec.ts).
      ADMIN_LOGIN_MAX_FAILURES: "5",
      ADMIN_LOGIN_IP_MAX_FAILURES: "8",
      ADMIN_LOGIN_WINDOW_MINUTES: "15",
      // No growing delay between one client's failures: the specs count failures in a row.
      ADMIN_LOGIN_DELAY_MS: "0",
      VITALS_RATE_LIMIT_MAX: "30",
      // Every page load of every spec comes from one address.
      PAGE_RATE_LIMIT_MAX: "0",
    },
  },
});
