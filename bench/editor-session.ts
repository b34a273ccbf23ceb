/**
 * What the words editor's benchmarks share (bench/editor.ts, bench/editor-history.ts): the
 * compiled server on a throwaway SQLite DATA_DIR with a staff account, a signed-in browser page
 * (the phone's CPU 4x slower, as Lighthouse's mobile setting), and medians.
 */
import { spawnSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import { compiledServer, root, startServerProcess, tempDir } from "../tests/support/processes";

const PASSWORD = "correct horse battery staple";
const EMAIL = "bench@agency.example";

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A median with its range: "123 ms (110–140)". */
export const ms = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

/**
 * The compiled server on `dataDir` (a new throwaway one unless given), with the bench's staff
 * account added.
 */
export async function startEditorServer(dataDir = tempDir("bench-editor-")) {
  const server = await startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: "error", ADMIN_LOGIN_DELAY_MS: "0" },
    compiledServer,
  );
  const made = spawnSync(process.execPath, ["build/server-dist/admin-add.js", EMAIL], {
    cwd: root,
    input: `${PASSWORD}\n`,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  if (made.status !== 0) {
    await server.stop();
    throw new Error(made.stderr);
  }
  return server;
}

/** A new browser context signed in as the bench's staff account. */
export async function signedIn(browser: Browser, url: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin\/(dashboard|content|leads)$/);
  return page;
}

/** The time from `start` to `done` resolving, in ms, measured in the page's clock. */
export async function timed(
  page: Page,
  start: () => Promise<unknown>,
  done: () => Promise<unknown>,
) {
  const t0 = await page.evaluate(() => performance.now());
  await start();
  await done();
  return (await page.evaluate(() => performance.now())) - t0;
}
