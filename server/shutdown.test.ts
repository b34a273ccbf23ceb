/**
 * The drain with the site's real request handler (server/app.ts: /healthz, /readyz) and Node's
 * own HTTP client keeping connections alive, as a proxy does.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { shippedContentRuntime } from "../tests/support/content";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { createLogger } from "./log";
import { gracefulShutdown } from "./shutdown";

interface Answer {
  status: number;
  connection: string | undefined;
  /** The request went out on a kept-alive connection of an earlier request. */
  reusedSocket: boolean;
}

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app on a free port; `/slow` answers after `slowMs` (a request still in flight). */
async function startSite(slowMs = 400) {
  let stopping = false;
  const slow: express.RequestHandler = (req, res, next) => {
    if (req.path !== "/slow") return next();
    setTimeout(() => res.send("done"), slowMs);
  };
  const app = createApp({
    env: parseEnv({ LOG_LEVEL: "silent" }),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("no pages in this test")),
    health: async () => ({ database: "test" }),
    stopping: () => stopping,
    before: [slow],
    content: shippedContentRuntime(),
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const shutdown = gracefulShutdown(server);
  return {
    server,
    port,
    /** What server/index.ts does at SIGTERM. */
    stop(drainMs: number, timeoutMs = 2000) {
      stopping = true;
      return shutdown.drainThenClose({ drainMs, timeoutMs });
    },
  };
}

const agents: http.Agent[] = [];
const keepAliveAgent = () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
};
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

describe("gracefulShutdown", () => {
  it("serves while draining, /readyz 503 and /healthz 200, each answer closing its connection; then refuses", async () => {
    const site = await startSite();
    const agent = keepAliveAgent();
    const before = await get(site.port, "/healthz", agent);
    expect(before).toMatchObject({ status: 200, connection: "keep-alive" });

    const drain = site.stop(600);
    // The kept-alive connection is not cut under the proxy: it carries the next request, whose
    // answer closes it.
    const readyz = await get(site.port, "/readyz", agent);
    expect(readyz).toEqual({ status: 503, connection: "close", reusedSocket: true });
    // New connections are still accepted and served.
    const healthz = await get(site.port, "/healthz", agent);
    expect(healthz).toEqual({ status: 200, connection: "close", reusedSocket: false });

    await drain.closed;
    await expect(get(site.port, "/healthz", agent)).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
  });

  it("lets a request in flight when the listener closes finish, its connection then closed", async () => {
    const site = await startSite(500);
    const agent = keepAliveAgent();
    const drain = site.stop(200);
    const answer = get(site.port, "/slow", agent);
    await sleep(350);
    // The listener is closed while /slow is being answered.
    await expect(get(site.port, "/healthz", new http.Agent())).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    expect(await answer).toMatchObject({ status: 200, connection: "close" });
    await drain.closed;
  });

  it("answers a request that was in flight when the drain began with Connection: close", async () => {
    const site = await startSite(300);
    const agent = keepAliveAgent();
    const answer = get(site.port, "/slow", agent);
    await sleep(100);
    const drain = site.stop(1000);
    expect(await answer).toMatchObject({ status: 200, connection: "close" });
    drain.closeNow();
    await drain.closed;
  });

  it("closes the listener at once when a second signal ends the drain, or without a drain", async () => {
    const long = await startSite();
    const drain = long.stop(60_000);
    expect((await get(long.port, "/readyz", new http.Agent())).status).toBe(503);
    drain.closeNow();
    await expect(get(long.port, "/healthz", new http.Agent())).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    await drain.closed;

    const none = await startSite();
    const closed = none.stop(0).closed;
    await expect(get(none.port, "/healthz", new http.Agent())).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    await closed;
  });

  it("cuts what is still open SHUTDOWN_TIMEOUT_MS after the listener closed", async () => {
    const site = await startSite(5000);
    const answer = get(site.port, "/slow", new http.Agent());
    await sleep(100);
    const startedAt = performance.now();
    const drain = site.stop(0, 300);
    await expect(answer).rejects.toMatchObject({ code: "ECONNRESET" });
    await drain.closed;
    expect(performance.now() - startedAt).toBeLessThan(2000);
  });
});
