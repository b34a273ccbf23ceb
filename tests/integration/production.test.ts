/**
 * The production server as an operator runs it: the compiled JavaScript of `npm run build`
 * (build/server-dist), its origin, its probes and its shutdown, from outside the process.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { inlineScriptHashes } from "../../server/steps/static-files";
import { freePort } from "../support/free-port";
import {
  type ChildServer,
  compiledServer,
  createDatabase,
  root,
  showsSuccess,
  startServerProcess,
  tempDir,
  testLimits,
  validLead,
  waitUntil,
} from "./helpers";

const built = JSON.parse(readFileSync(path.join(root, "build/site.json"), "utf8")) as {
  siteUrl: string;
};

let server: ChildServer | undefined;
afterEach(async () => {
  await server?.kill();
  server = undefined;
});

describe("the compiled server", () => {
  it("serves prerendered pages with its own SITE_URL: one canonical and one hreflang set, CSP intact", async () => {
    const origin = "https://shop.agency-test.example";
    expect(built.siteUrl).not.toBe(origin);
    server = await startServerProcess(
      { DATA_DIR: tempDir(), SITE_URL: origin, HSTS: "false" },
      compiledServer,
    );
    for (const pathname of ["/pricing", "/hi/pricing", "/"]) {
      const response = await fetch(`${server.url}${pathname}`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      const html = await response.text();
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(canonicals, pathname).toEqual([`${origin}${pathname}`]);
      const hreflangs = [...html.matchAll(/hrefLang="([^"]+)" href="([^"]+)"/g)];
      expect(hreflangs.map((m) => m[1]).sort(), pathname).toEqual(["en-IN", "hi-IN", "x-default"]);
      for (const [, , href] of hreflangs) expect(href?.startsWith(`${origin}/`)).toBe(true);
      // No other origin is left (a public page carries no route data that could name one).
      expect(html).not.toContain(built.siteUrl);
      expect(html).not.toContain("__reactRouterContext");
      // The inline scripts changed with the origin; the CSP allows them as they are served.
      const csp = response.headers.get("content-security-policy") ?? "";
      for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
    }
    // Nor is there route data to ask for: a public page's .data is not found.
    expect((await fetch(`${server.url}/pricing.data`)).status).toBe(404);
  });

  it("stops when `npm run serve`'s npm process gets SIGTERM", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const npm = spawn("npm", ["run", "serve"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: url,
        DATA_DIR: tempDir(),
        LOG_LEVEL: "warn",
        ...testLimits,
      },
      stdio: "ignore",
    });
    const npmExited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
    await waitUntil(
      () =>
        fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
      "the server under npm",
    );
    npm.kill("SIGTERM");
    await npmExited;
    // Nothing answers any more: the server itself stopped, not only npm.
    await waitUntil(
      () =>
        fetch(`${url}/healthz`).then(
          () => false,
          () => true,
        ),
      20_000,
      "the server to stop",
    );
  });

  it("finishes a request in flight at SIGTERM, refuses new connections, and exits 0", async () => {
    const dataDir = tempDir();
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, compiledServer);
    const { port } = new URL(server.url);
    const body = new URLSearchParams(validLead("in-flight") as Record<string, string>).toString();
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    // The visitor's post is half sent when the server is told to stop.
    socket.write(
      `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill("SIGTERM");
    await waitUntil(() => server?.output().includes('"stopping"') ?? false, 10_000, "stopping");
    // A new visitor's connection is refused before anything is sent (a proxy retries it).
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    socket.end(body.slice(20));
    // Answered, then the connection closed: the server does not keep it for another request.
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(showsSuccess(answer)).toBe(true);
    expect(await server.exited).toBe(0);
    const db = new Database(path.join(dataDir, "leads.db"), { readonly: true });
    const rows = db.prepare("SELECT email FROM leads").all() as { email: string }[];
    db.close();
    expect(rows.map((row) => row.email)).toEqual(["asha.in-flight@example.com"]);
  });

  it("drains at SIGINT: /readyz 503, /healthz 200, kept-alive connections closed; a second SIGINT closes the listener", async () => {
    server = await startServerProcess(
      { DATA_DIR: tempDir(), LOG_LEVEL: "info", SHUTDOWN_DRAIN_MS: "60000" },
      compiledServer,
    );
    const { port } = new URL(server.url);
    // A proxy's connection, kept alive between requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (pathname: string) =>
      new Promise<{ status: number; connection?: string; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, path: pathname, agent }, (res) => {
          res.resume();
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              reused: req.reusedSocket,
            }),
          );
        });
        req.on("error", reject);
      });
    try {
      expect(await get("/readyz")).toMatchObject({ status: 200, connection: "keep-alive" });
      server.process.kill("SIGINT");
      await waitUntil(() => server?.output().includes('"stopping"') ?? false, 10_000, "stopping");
      expect(server.output()).toContain('"drainMs":60000');
      // Out of the rotation, still serving: the kept-alive connection carries one more answer.
      expect(await get("/readyz")).toEqual({ status: 503, connection: "close", reused: true });
      expect(await get("/healthz")).toEqual({ status: 200, connection: "close", reused: false });
      expect((await get("/pricing")).status).toBe(200);
      // Ctrl-C again: no waiting out the minute.
      const secondSignalAt = performance.now();
      server.process.kill("SIGINT");
      expect(await server.exited).toBe(0);
      expect(performance.now() - secondSignalAt).toBeLessThan(10_000);
      await expect(get("/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    } finally {
      agent.destroy();
    }
  });

  it("is ready only while the database answers with every migration applied", async () => {
    const databaseUrl = await createDatabase(inject("databaseUrl"));
    server = await startServerProcess(
      { DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
      compiledServer,
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // Another version's rollback, say, left a migration unapplied: no traffic for this one.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      "DELETE FROM schema_migrations WHERE version = (SELECT MAX(version) FROM schema_migrations)",
    );
    await client.end();
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("cache-control")).toBe("no-store");
    // The process is alive all the same: a process manager must not restart it.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
