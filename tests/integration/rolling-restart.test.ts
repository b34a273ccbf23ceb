/**
 * The deployment of deploy/ with real processes (containers cannot run here): two instances of
 * the compiled server on PostgreSQL behind nginx from Debian's package, configured with
 * deploy/nginx/proxy.conf verbatim, an SMTP server on loopback. Visitors load pages and post
 * leads while each instance is restarted in turn (SIGTERM, then started again): no visitor
 * sees a failure, every acknowledged lead is stored once, and each lead's email is sent once.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../support/free-port";
import {
  type ChildServer,
  compiledServer,
  createDatabase,
  createSmtp,
  root,
  showsSuccess,
  startServerProcess,
  type TestSmtp,
  tempDir,
  validLead,
  waitUntil,
} from "./helpers";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";

/**
 * nginx on `port` with deploy/nginx/proxy.conf in front of the given instance ports, each
 * listed as deploy/nginx.conf lists them.
 */
async function startNginx(instancePorts: number[], port: number) {
  const dir = tempDir("nginx-it-");
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const conf = path.join(dir, "nginx.conf");
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    conf,
    `${asRoot ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
    zone site 64k;
${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${path.join(root, "deploy/nginx/proxy.conf")};
    }
  }
}
`,
  );
  execFileSync(NGINX, ["-t", "-q", "-c", conf, "-p", dir], { stdio: "pipe" });
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    () =>
      fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      ),
    20_000,
    "nginx",
  );
  return {
    url,
    errorLog: path.join(dir, "error.log"),
    async stop() {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

const pages = ["/", "/pricing", "/contact-us", "/hi", "/services/website-development", "/aboutUs"];

describe.skipIf(!existsSync(NGINX))("rolling restart behind nginx", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("loses no request, no lead and no email while each instance restarts", async () => {
    const databaseUrl = await createDatabase(inject("databaseUrl"));
    const smtp: TestSmtp = await createSmtp();
    await smtp.listen();
    cleanups.push(() => smtp.close());
    const ports = [await freePort(), await freePort()];
    const nginxPort = await freePort();
    const siteUrl = `http://127.0.0.1:${nginxPort}`;
    const instanceEnv = (port: number) => ({
      PORT: String(port),
      SITE_URL: siteUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir(),
      SMTP_URL: smtp.url,
      LOG_LEVEL: "error",
      SHUTDOWN_TIMEOUT_MS: "10000",
    });
    const instances: ChildServer[] = [];
    for (const port of ports)
      instances.push(await startServerProcess(instanceEnv(port), compiledServer));
    cleanups.push(async () => {
      for (const instance of instances) await instance.kill();
    });
    const nginx = await startNginx(ports, nginxPort);
    cleanups.push(() => nginx.stop());

    // Visitors: each loads a page, then posts a lead, until the restarts are over.
    let running = true;
    const figures = { requests: 0, failures: 0, leadsPosted: 0 };
    const failures: string[] = [];
    const acknowledged: string[] = [];
    const visitor = async (v: number) => {
      for (let i = 0; running; i++) {
        const page = pages[i % pages.length] as string;
        figures.requests++;
        try {
          const response = await fetch(`${nginx.url}${page}`);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`status ${response.status}`);
        } catch (error) {
          figures.failures++;
          failures.push(`GET ${page}: ${(error as Error).message}`);
        }
        const id = `v${v}-${i}`;
        figures.requests++;
        figures.leadsPosted++;
        try {
          const body = new URLSearchParams(validLead(id) as Record<string, string>);
          const response = await fetch(`${nginx.url}/contact-us`, {
            method: "POST",
            body,
            headers: { Origin: nginx.url },
            redirect: "manual",
          });
          const html = await response.text();
          if (response.status !== 200 || !showsSuccess(html))
            throw new Error(`status ${response.status}`);
          acknowledged.push(`asha.${id}@example.com`);
        } catch (error) {
          figures.failures++;
          failures.push(`POST ${id}: ${(error as Error).message}`);
        }
      }
    };
    const visitors = Array.from({ length: 6 }, (_, v) => visitor(v));

    // Each instance in turn: SIGTERM, wait for its exit, start it again, wait until ready.
    const restarts: (number | null)[] = [];
    for (let round = 0; round < 2; round++) {
      for (let k = 0; k < instances.length; k++) {
        await new Promise((r) => setTimeout(r, 1500));
        restarts.push(await (instances[k] as ChildServer).stop());
        instances[k] = await startServerProcess(instanceEnv(ports[k] as number), compiledServer);
        await waitUntil(
          () =>
            fetch(`${(instances[k] as ChildServer).url}/readyz`).then(
              (r) => r.ok,
              () => false,
            ),
          30_000,
          "the instance to be ready",
        );
      }
    }
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(visitors);

    // Every acknowledged lead stored exactly once; every stored lead's email sent exactly once.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = (await client.query<{ email: string }>("SELECT email FROM leads")).rows.map(
      (row) => row.email,
    );
    await client.end();
    await smtp.waitFor(stored.length, 60_000);
    const emailed = smtp.messages.map(
      (mail) => mail.raw.match(/asha\.(v\d+-\d+)@example\.com/)?.[1] ?? "?",
    );
    const emailCounts = new Map<string, number>();
    for (const id of emailed) emailCounts.set(id, (emailCounts.get(id) ?? 0) + 1);

    console.log(
      `rolling restart: ${restarts.length} restarts (exit codes ${restarts.join(", ")}); ${figures.requests} requests, ${figures.failures} failed; ${figures.leadsPosted} leads posted, ${acknowledged.length} acknowledged, ${stored.length} stored; ${smtp.messages.length} emails`,
    );
    expect(failures).toEqual([]);
    expect(restarts.every((code) => code === 0)).toBe(true);
    expect([...stored].sort()).toEqual([...acknowledged].sort());
    expect(new Set(stored).size).toBe(stored.length);
    expect(smtp.messages).toHaveLength(stored.length);
    expect([...emailCounts.values()].every((n) => n === 1)).toBe(true);
    expect(emailCounts.size).toBe(stored.length);
  }, 240_000);
});
