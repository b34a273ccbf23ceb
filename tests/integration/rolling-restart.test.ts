/**
 * The VPS deployment of deploy/ with real processes: two instances of the compiled server on
 * PostgreSQL behind nginx from Debian's package, configured with deploy/nginx/proxy.conf
 * verbatim, an SMTP server on loopback. Visitors load pages and post leads while each instance
 * is restarted in turn as the README's systemd steps do it (SIGTERM, start again, wait for
 * /readyz 200, then the next): no visitor sees a failure, every acknowledged lead is stored
 * once, and each lead's email is sent once.
 */
import { existsSync } from "node:fs";
import { afterAll, describe, it } from "vitest";
import { freePort } from "../support/free-port";
import { NGINX, startNginx } from "./nginx";
import { expectNothingLost, startSite, startVisitors } from "./rolling-restart-support";

describe.skipIf(!existsSync(NGINX))("rolling restart behind nginx", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("loses no request, no lead and no email while each instance restarts", async () => {
    const nginxPort = await freePort();
    const siteUrl = `http://127.0.0.1:${nginxPort}`;
    let visitors: ReturnType<typeof startVisitors> | undefined;
    const site = await startSite({
      siteUrl,
      // nginx does not probe /readyz: it sends to a draining instance, which serves, until the
      // listener closes and the refused connection is retried on the other one. Any drain shows
      // that; 5 s, as in compose.yaml, rather than production's 10 s keeps the test shorter.
      env: { SHUTDOWN_DRAIN_MS: "5000", SHUTDOWN_TIMEOUT_MS: "10000" },
      answered: () => visitors?.visits.answered ?? 0,
    });
    cleanups.push(() => site.close());
    const nginx = await startNginx(site.ports, nginxPort);
    cleanups.push(() => nginx.stop());

    visitors = startVisitors(nginx.url);
    await new Promise((r) => setTimeout(r, 1500));
    // The README's systemd steps, twice over: each instance restarted, ready before the next.
    for (let round = 0; round < 2; round++) {
      for (let k = 0; k < site.ports.length; k++) await site.restart(k);
    }
    await new Promise((r) => setTimeout(r, 1500));
    await expectNothingLost("rolling restart behind nginx", site, await visitors.stop());
  }, 240_000);
});
