/**
 * The server and the content store together:
 * - the pages a revision renders in the server are the build's prerendered pages, byte for byte,
 *   when the words are the shipped ones (one render, two places: docs/decisions/0017);
 * - a stored revision that this release's schema refuses does not stop the server: it serves
 *   that topic's shipped words, logs why, and `npm run content -- status` lists it;
 * - a server started after a publish serves the published words from its first request.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "../../app/base/site-routes";
import { shippedContent, shippedDocuments } from "../../app/content/engine/content";
import { readBuildInfo } from "../../server/build-info";
import { createPageRenderer } from "../../server/content/pages";
import { openSiteDatabase } from "../../server/db";
import { createLogger } from "../../server/log";
import {
  type ChildServer,
  compiledServer,
  requireBuild,
  root,
  startServerProcess,
  tempDir,
  waitUntil,
} from "./helpers";

const run = promisify(execFile);
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
});

describe("pages rendered by the server for a revision", () => {
  it("are the build's prerendered pages, byte for byte, for the shipped words", async () => {
    const build = (await import(pathToFileURL(requireBuild()).href)) as ServerBuild;
    const info = readBuildInfo(path.join(root, "build"));
    // The pages name the origin they are rendered for: the build's.
    const siteUrl = process.env.SITE_URL;
    process.env.SITE_URL = info?.siteUrl;
    try {
      const paths = prerenderPaths({ liveBlogFeed: false });
      const renderer = createPageRenderer({ build, paths, logger: createLogger("silent") });
      // A change of any field renders every page this process has not rendered yet.
      const rendered = await renderer.render(shippedContent(), [
        { locale: "en", path: ["siteFacts", "brandName"], shape: false, topics: ["site"], at: 0 },
      ]);
      renderer.keep(rendered);
      const { files, notFound } = rendered;
      expect([...files.keys()].sort()).toEqual([...paths].sort());
      for (const [route, file] of files) {
        const name = /\.\w+$/.test(route) ? route : `${route === "/" ? "" : route}/index.html`;
        const built = readFileSync(path.join(root, "build/client", name));
        expect(file.body.equals(built), route).toBe(true);
      }
      expect(notFound?.hi).toContain(`lang="hi-IN"`);
      // Each page knows the topics it read: the agency's facts are on every page.
      for (const route of paths) expect(renderer.topicsOf(route)?.has("site"), route).toBe(true);
    } finally {
      process.env.SITE_URL = siteUrl;
    }
  }, 60_000);
});

describe("a stored revision this release refuses", () => {
  it("leaves the server up on the shipped words of that topic, logged and listed", async () => {
    const dataDir = tempDir();
    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    const shipped = shippedDocuments();
    await db.appendRevision({
      createdAt: Date.now(),
      author: "an older release",
      note: "before a schema change",
      kind: "publish",
      basedOn: 0,
      topics: {
        site: {
          ...shipped.site,
          facts: { ...shipped.site.facts, phoneMobile: "+91 98110 24680", replyDays: 99 },
        },
      },
    });
    await db.close();

    const server = await startServerProcess(
      { DATA_DIR: dataDir, LOG_LEVEL: "error" },
      compiledServer,
    );
    servers.push(server);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const page = await (await fetch(`${server.url}/pricing`)).text();
    expect(page).toContain('href="tel:+910000000001"');
    expect(page).not.toContain("+919811024680");
    expect(server.output()).toMatch(/stored content refused by today's schema.*"topic":"site"/);

    const status = await run(process.execPath, ["build/server-dist/content.js", "status"], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    }).catch((error: { stdout: string; code: number }) => error);
    expect(status).toMatchObject({ code: 1 });
    expect((status as { stdout: string }).stdout).toMatch(
      /site: SHIPPED WORDS SERVED: revision 1 no longer passes this release's rules \(facts\.replyDays: Too big/,
    );
  }, 60_000);

  it("and a server started after a valid publish serves it from its first request", async () => {
    const dataDir = tempDir();
    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    const shipped = shippedDocuments();
    await db.appendRevision({
      createdAt: Date.now(),
      author: "owner",
      note: "real mobile",
      kind: "publish",
      basedOn: 0,
      topics: {
        site: { ...shipped.site, facts: { ...shipped.site.facts, phoneMobile: "+91 98110 24680" } },
      },
    });
    await db.close();
    const server = await startServerProcess({ DATA_DIR: dataDir }, compiledServer);
    servers.push(server);
    for (const page of ["/", "/hi/pricing", "/no-such-page"]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.headers.get("content-type"), page).toBe("text/html; charset=utf-8");
      expect(await response.text(), page).toContain('href="tel:+919811024680"');
    }
    // The sitemap dates each page by the latest publish of a topic it reads, once the server
    // has learnt which (in the background, after it starts).
    const today = new Date().toISOString().slice(0, 10);
    await waitUntil(
      async () => (await (await fetch(`${server.url}/sitemap.xml`)).text()).includes("<lastmod>"),
      20_000,
      "the sitemap's dates",
    );
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap.match(/<lastmod>/g)).toHaveLength(32);
    expect(sitemap).toMatch(
      new RegExp(`<loc>${server.url}/hi/pricing</loc>.*<lastmod>${today}</lastmod>`),
    );
  }, 60_000);
});
