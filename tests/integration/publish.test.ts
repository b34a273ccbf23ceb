/**
 * Words published at run time, as an operator does it (docs/changing-words.md): two compiled
 * instances on one PostgreSQL database behind nginx (deploy/nginx/proxy.conf), and the compiled
 * operator's command (`node build/server-dist/content.js`, what `npm run content` runs) to export,
 * publish and roll back. No instance is restarted or rebuilt.
 *
 * - A publish reaches both instances within 5 s: the pages, their Hindi twins and the JSON-LD.
 * - A rollback brings the old words back the same way.
 * - Publishes while visitors load pages and post leads: no request fails and no page is made of
 *   two revisions.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../support/free-port";
import {
  type ChildServer,
  compiledServer,
  createDatabase,
  root,
  startServerProcess,
  tempDir,
  waitUntil,
} from "./helpers";
import { NGINX, startNginx } from "./nginx";
import { startVisitors } from "./rolling-restart-support";

const run = promisify(execFile);

/** The compiled operator's command against `databaseUrl`; its standard output. */
async function content(databaseUrl: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["build/server-dist/content.js", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, DATA_DIR: tempDir() },
  });
  return stdout;
}

/** Exports the live words, lets `edit` change a topic's facts, publishes them: the revision. */
async function publishFacts(
  databaseUrl: string,
  topic: string,
  // biome-ignore lint/suspicious/noExplicitAny: the facts as the JSON file holds them
  edit: (facts: any) => void,
  note: string,
): Promise<number> {
  const dir = tempDir("content-export-");
  await content(databaseUrl, "export", dir);
  const file = path.join(dir, topic, "facts.json");
  const facts = JSON.parse(readFileSync(file, "utf8"));
  edit(facts);
  writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`);
  const out = await content(databaseUrl, "publish", dir, "--note", note, "--by", "operator");
  const revision = Number(out.match(/published revision (\d+)/)?.[1]);
  expect(revision, out).toBeGreaterThan(0);
  return revision;
}

/** The office number, which these tests leave as shipped. */
const office = "+910000000002";

/** The mobile numbers a page names in its tel: links (the header, the footer, the contact page). */
function mobileNumbers(html: string): Set<string> {
  const numbers = [...html.matchAll(/href="tel:(\+91\d{10})"/g)].map((m) => m[1] as string);
  return new Set(numbers.filter((number) => number !== office));
}

describe.skipIf(!existsSync(NGINX))("words published at run time, behind nginx", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  async function startSite(env: Record<string, string> = {}) {
    const databaseUrl = await createDatabase(inject("databaseUrl"));
    const nginxPort = await freePort();
    const siteUrl = `http://127.0.0.1:${nginxPort}`;
    const ports = [await freePort(), await freePort()];
    const instances: ChildServer[] = [];
    for (const port of ports)
      instances.push(
        await startServerProcess(
          {
            PORT: String(port),
            SITE_URL: siteUrl,
            DATABASE_URL: databaseUrl,
            DATA_DIR: tempDir(),
            TRUST_PROXY: "127.0.0.1",
            LOG_LEVEL: "error",
            // The test's own fetches to an instance come seconds apart (a publish between
            // them): past the default 5 s, the instance closed the pooled connection just as a
            // fetch on a busy machine took it ("read ECONNRESET").
            HTTP_KEEP_ALIVE_TIMEOUT_MS: "30000",
            ...env,
          },
          compiledServer,
        ),
      );
    cleanups.push(() => Promise.all(instances.map((instance) => instance.kill())));
    const nginx = await startNginx(ports, nginxPort);
    cleanups.push(() => nginx.stop());
    return { databaseUrl, nginx, instances: ports.map((port) => `http://127.0.0.1:${port}`) };
  }

  /**
   * The first two tests' site, started once: each leaves the words as shipped (its rollback),
   * and neither counts the revisions before its own.
   */
  let shared: ReturnType<typeof startSite> | undefined;
  const sharedSite = () => {
    shared ??= startSite();
    return shared;
  };

  /** How long until every one of `urls` shows what `shows` looks for, from now. */
  async function timeUntilServed(urls: string[], shows: (html: string) => boolean) {
    const started = performance.now();
    const times: number[] = [];
    await Promise.all(
      urls.map(async (url) => {
        await waitUntil(
          async () => shows(await (await fetch(url)).text()),
          15_000,
          `${url} to show the published words`,
        );
        times.push(performance.now() - started);
      }),
    );
    return Math.max(...times);
  }

  it("a publish reaches both instances within 5 s, no restart, and a rollback takes it back", async () => {
    const { databaseUrl, nginx, instances } = await sharedSite();
    const pages = ["/pricing", "/hi/pricing", "/services/website-development", "/contact-us"];
    const urls = (origins: string[]) =>
      origins.flatMap((origin) => pages.map((page) => `${origin}${page}`));
    const before = await (await fetch(`${nginx.url}/pricing`)).text();
    expect(before).toContain('href="tel:+910000000001"');

    const revision = await publishFacts(
      databaseUrl,
      "site",
      (facts) => {
        facts.phoneMobile = "+91 98110 24680";
      },
      "The real mobile number",
    );
    const published = await timeUntilServed([...urls(instances), ...urls([nginx.url])], (html) =>
      html.includes('href="tel:+919811024680"'),
    );
    console.log(`publish → served on both instances: ${Math.round(published)} ms`);
    expect(published).toBeLessThan(5000);
    // The JSON-LD of the home pages names the new number.
    for (const origin of instances)
      for (const home of ["/", "/hi"]) {
        const html = await (await fetch(`${origin}${home}`)).text();
        expect(html).toMatch(/"contactType":"customer service","telephone":"\+919811024680"/);
      }

    const out = await content(databaseUrl, "rollback", String(revision), "--by", "operator");
    expect(out).toContain(`revision ${revision} undone`);
    const rolledBack = await timeUntilServed([...urls(instances), ...urls([nginx.url])], (html) =>
      html.includes('href="tel:+910000000001"'),
    );
    console.log(`rollback → served on both instances: ${Math.round(rolledBack)} ms`);
    expect(rolledBack).toBeLessThan(5000);
    const history = await content(databaseUrl, "history");
    expect(history.split("\n")[0]).toMatch(
      new RegExp(`^${revision + 1}\\t.*\\toperator\\trollback \\(undoes ${revision}\\)\\tsite\\t`),
    );
  }, 120_000);

  it("a new price shows on /pricing, /hi/pricing, its service page and the Offer JSON-LD of both instances within 5 s; rollback brings the old one back", async () => {
    const { databaseUrl, nginx, instances } = await sharedSite();
    const origins = [...instances, nginx.url];
    const pages = [
      "/pricing",
      "/hi/pricing",
      "/services/graphic-designing",
      "/hi/services/graphic-designing",
    ];
    const urls = origins.flatMap((origin) => pages.map((page) => `${origin}${page}`));
    const revision = await publishFacts(
      databaseUrl,
      "pricing",
      (facts: { graphicPrices: { id: string; price: number }[] }) => {
        const logo = facts.graphicPrices.find((item) => item.id === "logo-design");
        if (logo) logo.price = 1299;
      },
      "Logo design from ₹1,299",
    );
    const published = await timeUntilServed(urls, (html) => html.includes("₹1,299"));
    console.log(`price publish → served on both instances: ${Math.round(published)} ms`);
    expect(published).toBeLessThan(5000);
    for (const origin of origins)
      for (const page of ["/pricing", "/hi/pricing"]) {
        const html = await (await fetch(`${origin}${page}`)).text();
        expect(html, `${origin}${page}`).toMatch(
          /"@type":"Offer","name":"[^"]+","description":"[^"]+","category":"[^"]+","price":1299,/,
        );
        expect(html).not.toMatch(/"price":999,/);
      }
    await content(databaseUrl, "rollback", String(revision));
    const rolledBack = await timeUntilServed(
      urls,
      (html) => html.includes("₹999") && !html.includes("₹1,299"),
    );
    console.log(`price rollback → served on both instances: ${Math.round(rolledBack)} ms`);
    expect(rolledBack).toBeLessThan(5000);
  }, 120_000);

  it("ten publishes while visitors load pages and post leads: no failure, no page of two revisions", async () => {
    // A site of its own: it counts its ten revisions. The instances look for a new revision
    // every 250 ms instead of every second, so each publish is served sooner: this test times
    // none of them (the first two time the default interval).
    const { databaseUrl, nginx, instances } = await startSite({ CONTENT_POLL_MS: "250" });
    const numbers = Array.from({ length: 10 }, (_, i) => `+91 98110 ${String(24680 + i)}`);
    const visitors = startVisitors(nginx.url, 6, (page, html) => {
      if (!html.trimEnd().endsWith("</html>")) return `${page}: cut short`;
      const shown = mobileNumbers(html);
      if (shown.size > 1) return `${page}: two revisions in one page (${[...shown].join(", ")})`;
      return null;
    });
    for (const number of numbers) {
      await publishFacts(
        databaseUrl,
        "site",
        (facts) => {
          facts.phoneMobile = number;
        },
        `mobile ${number}`,
      );
      const e164 = number.replace(/\s/g, "");
      await timeUntilServed(
        instances.map((origin) => `${origin}/`),
        (html) => html.includes(`href="tel:${e164}"`),
      );
    }
    const visits = await visitors.stop();
    console.log(
      `10 publishes during ${visits.requests} requests (${visits.leadsPosted} lead posts): ${visits.failures.length} failed`,
    );
    expect(visits.requests).toBeGreaterThanOrEqual(1000);
    expect(visits.failures).toEqual([]);
    expect(
      (await content(databaseUrl, "history", "--limit", "20")).trim().split("\n"),
    ).toHaveLength(10);
  }, 240_000);
});
