/**
 * What the rolling-restart tests share (rolling-restart.test.ts behind nginx,
 * rolling-restart-caddy.test.ts behind Caddy): two compiled instances on one fresh PostgreSQL
 * database with an SMTP server on loopback; visitors who load a page and post a lead through the
 * proxy, over and over; and what an operator would check afterwards: no visitor saw a failure,
 * every acknowledged lead is stored once, every stored lead's email was sent once.
 */
import pg from "pg";
import { expect, inject } from "vitest";
import { freePort } from "../support/free-port";
import {
  type ChildServer,
  compiledServer,
  createDatabase,
  createSmtp,
  showsSuccess,
  startServerProcess,
  type TestSmtp,
  tempDir,
  validLead,
  waitUntil,
} from "./helpers";

export interface Restart {
  exitCode: number | null;
  /** From SIGTERM to the old process's exit (the drain, then what was in flight). */
  stopMs: number;
  /** From SIGTERM to the new process answering /readyz 200. */
  readyMs: number;
  /** Visitors' requests answered (well or not) while this instance was away. */
  requestsMeanwhile: number;
}

export interface Site {
  databaseUrl: string;
  smtp: TestSmtp;
  /** The instances' ports on 127.0.0.1. */
  ports: number[];
  restarts: Restart[];
  /** Stops instance k (SIGTERM, waits for its exit), starts it again, waits until it is ready. */
  restart(k: number): Promise<Restart>;
  close(): Promise<void>;
}

/** Two compiled instances whose public origin is the proxy's (`siteUrl`). */
export async function startSite(options: {
  siteUrl: string;
  env: Record<string, string>;
  /** Counts the visitors' answered requests (Restart.requestsMeanwhile). */
  answered: () => number;
}): Promise<Site> {
  const databaseUrl = await createDatabase(inject("databaseUrl"));
  const smtp = await createSmtp();
  await smtp.listen();
  const ports = [await freePort(), await freePort()];
  const start = (port: number) =>
    startServerProcess(
      {
        PORT: String(port),
        SITE_URL: options.siteUrl,
        DATABASE_URL: databaseUrl,
        DATA_DIR: tempDir(),
        SMTP_URL: smtp.url,
        TRUST_PROXY: "127.0.0.1",
        LOG_LEVEL: "error",
        ...options.env,
      },
      compiledServer,
    );
  const instances: ChildServer[] = [];
  for (const port of ports) instances.push(await start(port));
  const restarts: Restart[] = [];
  return {
    databaseUrl,
    smtp,
    ports,
    restarts,
    async restart(k) {
      const port = ports[k] as number;
      const answeredBefore = options.answered();
      const signalledAt = performance.now();
      const exitCode = await (instances[k] as ChildServer).stop();
      const stopMs = performance.now() - signalledAt;
      instances[k] = await start(port);
      await waitUntil(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        30_000,
        "the instance to be ready",
      );
      const restart = {
        exitCode,
        stopMs,
        readyMs: performance.now() - signalledAt,
        requestsMeanwhile: options.answered() - answeredBefore,
      };
      restarts.push(restart);
      return restart;
    },
    async close() {
      for (const instance of instances) await instance.kill();
      await smtp.close();
    },
  };
}

const pages = ["/", "/pricing", "/contact-us", "/hi", "/services/website-development", "/aboutUs"];

export interface Visits {
  requests: number;
  /** Requests answered, well or not. */
  answered: number;
  failures: string[];
  leadsPosted: number;
  /** The email addresses of the leads whose confirmation the visitor saw. */
  acknowledged: string[];
}

/** Each rolling-restart test covers at least this many visitors' requests. */
const minimumRequests = 1000;

/**
 * `count` visitors, each loading a page then posting a lead, until stop(). `checkPage` may find
 * fault with a page that answered 200 (a page made of two revisions): its message is a failure.
 */
export function startVisitors(
  baseUrl: string,
  count = 6,
  checkPage?: (path: string, html: string) => string | null,
) {
  let running = true;
  const visits: Visits = {
    requests: 0,
    answered: 0,
    failures: [],
    leadsPosted: 0,
    acknowledged: [],
  };
  const visitor = async (v: number) => {
    for (let i = 0; running; i++) {
      const page = pages[i % pages.length] as string;
      visits.requests++;
      try {
        const response = await fetch(`${baseUrl}${page}`);
        const html = await response.text();
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        const fault = checkPage?.(page, html);
        if (fault) throw new Error(fault);
      } catch (error) {
        visits.failures.push(`GET ${page}: ${(error as Error).message}`);
      } finally {
        visits.answered++;
      }
      const id = `v${v}-${i}`;
      visits.requests++;
      visits.leadsPosted++;
      try {
        const body = new URLSearchParams(validLead(id) as Record<string, string>);
        const response = await fetch(`${baseUrl}/contact-us`, {
          method: "POST",
          body,
          headers: { Origin: baseUrl },
          redirect: "manual",
        });
        const html = await response.text();
        if (response.status !== 200 || !showsSuccess(html))
          throw new Error(`status ${response.status}`);
        visits.acknowledged.push(`asha.${id}@example.com`);
      } catch (error) {
        visits.failures.push(`POST ${id}: ${(error as Error).message}`);
      } finally {
        visits.answered++;
      }
    }
  };
  const done = Promise.all(Array.from({ length: count }, (_, v) => visitor(v)));
  return {
    visits,
    /**
     * Stops the visitors once they have made `atLeast` requests (on a busy machine the restarts
     * may be over sooner), and returns what they saw.
     */
    async stop({ atLeast = minimumRequests } = {}) {
      await waitUntil(
        () => visits.requests >= atLeast,
        120_000,
        `the visitors' ${atLeast} requests`,
      );
      running = false;
      await done;
      return visits;
    },
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Prints the figures, then checks: no failed request, every stop exited 0, visitors were served
 * during every restart, every acknowledged lead stored once, every stored lead emailed once.
 */
export async function expectNothingLost(label: string, site: Site, visits: Visits) {
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  const stored = (await client.query<{ email: string }>("SELECT email FROM leads")).rows.map(
    (row) => row.email,
  );
  await client.end();
  await site.smtp.waitFor(stored.length, 60_000);
  const emailCounts = new Map<string, number>();
  for (const mail of site.smtp.messages) {
    const id = mail.raw.match(/asha\.(v\d+-\d+)@example\.com/)?.[1] ?? "?";
    emailCounts.set(id, (emailCounts.get(id) ?? 0) + 1);
  }
  const { restarts } = site;
  console.log(
    `${label}: ${restarts.length} restarts (exit codes ${restarts.map((r) => r.exitCode).join(", ")}; stop ${seconds(average(restarts.map((r) => r.stopMs)))} s, SIGTERM to ready again ${seconds(average(restarts.map((r) => r.readyMs)))} s on average); ${visits.requests} requests, ${visits.failures.length} failed; ${visits.leadsPosted} leads posted, ${visits.acknowledged.length} acknowledged, ${stored.length} stored; ${site.smtp.messages.length} emails`,
  );
  expect(visits.failures).toEqual([]);
  expect(visits.requests).toBeGreaterThanOrEqual(minimumRequests);
  expect(restarts.map((r) => r.exitCode)).toEqual(restarts.map(() => 0));
  // The site was in use throughout: visitors were answered while each instance was away.
  for (const restart of restarts) expect(restart.requestsMeanwhile).toBeGreaterThanOrEqual(20);
  expect([...stored].sort()).toEqual([...visits.acknowledged].sort());
  expect(new Set(stored).size).toBe(stored.length);
  expect(site.smtp.messages).toHaveLength(stored.length);
  expect([...emailCounts.values()].every((n) => n === 1)).toBe(true);
  expect(emailCounts.size).toBe(stored.length);
}
