import type { ChildProcess } from "node:child_process";

/**
 * Waits until `url` answers below 500 (a server the benchmark started is up), polling every
 * 100 ms; fails at once if `child`, the server's process, has exited.
 */
export async function waitForUrl(
  url: string,
  { timeoutMs = 20_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error("the server exited at start");
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
