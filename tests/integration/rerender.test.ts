/**
 * A publish renders again only the pages that show what it changed (issue 51, deliverable 5):
 * the compiled server on a SQLite file, words published by the operator's command as another
 * process, each revision's "pages rendered for a revision" log line read for the pages it
 * rendered, and every page fetched before and after.
 * - a price: the pages that show it (home's FAQ, pricing, its service page, in both languages)
 *   and only a handful besides; each serves the new price;
 * - a paragraph of the English terms: that page alone;
 * and every page not rendered again answers byte for byte as before. In this process, with the
 * server build: the sitemap's date of a page is the publish of a change it shows, and a page
 * that does not show it keeps none.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "../../app/base/site-routes";
import {
  buildContent,
  type ContentDocuments,
  shippedDocuments,
} from "../../app/content/engine/content";
import { readBuildInfo } from "../../server/build-info";
import { createPageRenderer } from "../../server/content/pages";
import { changedFields } from "../../server/content/reads";
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

/** The compiled operator's command on the site's SQLite file; its standard output. */
async function content(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["build/server-dist/content.js", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
  return stdout;
}

/** Exports the live words, lets `edit` change one file of a topic, publishes: the revision. */
async function publish(
  dataDir: string,
  file: string,
  // biome-ignore lint/suspicious/noExplicitAny: the part as its JSON file holds it
  edit: (part: any) => void,
  note: string,
): Promise<number> {
  const dir = tempDir("content-export-");
  await content(dataDir, "export", dir);
  const name = path.join(dir, file);
  const part = JSON.parse(readFileSync(name, "utf8"));
  edit(part);
  writeFileSync(name, `${JSON.stringify(part, null, 2)}\n`);
  const out = await content(dataDir, "publish", dir, "--note", note, "--by", "operator");
  const revision = Number(out.match(/published revision (\d+)/)?.[1]);
  expect(revision, out).toBeGreaterThan(0);
  return revision;
}

/** Every prerendered page and file, and the not-found pages, as the server answers them. */
const paths = [...prerenderPaths({ liveBlogFeed: false }), "/no-such-page", "/hi/no-such-page"];
async function fetchAll(url: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const page of paths) pages.set(page, await (await fetch(`${url}${page}`)).text());
  return pages;
}
const notFoundOf: Record<string, string> = {
  "/404": "/no-such-page",
  "/hi/404": "/hi/no-such-page",
};

/** The pages the server logged as rendered for `revision`, once it has. */
async function renderedFor(server: ChildServer, revision: number): Promise<string[]> {
  let paths: string[] | undefined;
  await waitUntil(
    async () => {
      for (const line of server.output().split("\n")) {
        if (!line.includes('"pages rendered for a revision"')) continue;
        const entry = JSON.parse(line.slice(line.indexOf("{")));
        if (entry.version === revision) paths = entry.paths;
      }
      return paths !== undefined;
    },
    20_000,
    `revision ${revision}'s pages to be rendered`,
  );
  return (paths as string[]).map((page) => notFoundOf[page] ?? page);
}

describe("a publish renders again the pages that show what changed", () => {
  it("a price: the pages that show it, each serving it; a terms paragraph: its page alone", async () => {
    const dataDir = tempDir();
    const server = await startServerProcess(
      { DATA_DIR: dataDir, LOG_LEVEL: "info", CONTENT_POLL_MS: "100" },
      compiledServer,
    );
    servers.push(server);
    // The server learns what each built page reads in the background after it starts.
    await waitUntil(
      async () => server.output().includes(`"pages' fields learnt"`),
      60_000,
      "the pages' fields to be learnt",
    );
    const before = await fetchAll(server.url);
    expect([...before.values()].filter((html) => html.includes("₹999")).length).toBeGreaterThan(0);

    const priced = await publish(
      dataDir,
      "pricing/facts.json",
      (facts: { graphicPrices: { id: string; price: number }[] }) => {
        const logo = facts.graphicPrices.find((item) => item.id === "logo-design");
        if (logo) logo.price = 1299;
      },
      "Logo design from ₹1,299",
    );
    const renderedForPrice = await renderedFor(server, priced);
    await waitUntil(
      async () => (await (await fetch(`${server.url}/pricing`)).text()).includes("₹1,299"),
      10_000,
      "/pricing to show the new price",
    );
    const afterPrice = await fetchAll(server.url);
    const showingPrice = paths.filter((page) =>
      /₹1,299|"price":1299\b/.test(afterPrice.get(page) ?? ""),
    );
    expect(showingPrice.sort()).toEqual(
      [
        "/",
        "/pricing",
        "/services/graphic-designing",
        "/hi",
        "/hi/pricing",
        "/hi/services/graphic-designing",
      ].sort(),
    );
    // Every page that shows the price was rendered again, and serves it, not the old one.
    for (const page of showingPrice) {
      expect(renderedForPrice, page).toContain(page);
      expect(afterPrice.get(page), page).not.toMatch(/₹999\b|"price":999\b/);
    }
    // Not every page: 36 of 39 were rendered again when a page's topics were what counted.
    expect(renderedForPrice.length).toBeLessThanOrEqual(showingPrice.length + 2);
    // A page not rendered again answers as before.
    for (const page of paths)
      if (!renderedForPrice.includes(page))
        expect(afterPrice.get(page) === before.get(page), page).toBe(true);

    const paragraph = "These terms also cover support plans bought after launch.";
    const termsRevision = await publish(
      dataDir,
      "policies/en.json",
      (words: { terms: { sections: { scope: { blocks: { text: string }[] } } } }) => {
        const block = words.terms.sections.scope.blocks[0];
        if (block) block.text = `${block.text} ${paragraph}`;
      },
      "Terms cover support plans",
    );
    const renderedForTerms = await renderedFor(server, termsRevision);
    expect(renderedForTerms).toEqual(["/terms-and-conditions"]);
    await waitUntil(
      async () =>
        (await (await fetch(`${server.url}/terms-and-conditions`)).text()).includes(paragraph),
      10_000,
      "the terms to show the new paragraph",
    );
    const afterTerms = await fetchAll(server.url);
    for (const page of paths) {
      if (page === "/terms-and-conditions") continue;
      expect(afterTerms.get(page)?.includes(paragraph), page).toBe(false);
      expect(afterTerms.get(page) === afterPrice.get(page), page).toBe(true);
    }
  }, 180_000);

  it("dates in the sitemap the pages that show a change, and no other", async () => {
    const build = (await import(pathToFileURL(requireBuild()).href)) as ServerBuild;
    const siteUrl = process.env.SITE_URL;
    process.env.SITE_URL = readBuildInfo(path.join(root, "build"))?.siteUrl;
    try {
      const renderer = createPageRenderer({
        build,
        paths: prerenderPaths({ liveBlogFeed: false }),
        logger: createLogger("silent"),
      });
      await renderer.learnTopics(buildContent(shippedDocuments(), 0));
      const shipped = buildContent(shippedDocuments(), 0);
      const documents = structuredClone(shippedDocuments()) as ContentDocuments;
      const logo = documents.pricing.facts.graphicPrices.find((item) => item.id === "logo-design");
      if (logo) logo.price = 1299;
      const next = buildContent(documents, 1);
      const publishedAt = Date.UTC(2026, 0, 15);
      const changes = changedFields(shipped, next).map((change) => ({
        ...change,
        at: publishedAt,
      }));
      const rendered = await renderer.render(next, changes);
      // Not served yet: nothing dated.
      expect(renderer.changedAt("/pricing")).toBeUndefined();
      renderer.keep(rendered);
      expect([...rendered.files.keys()].sort()).toEqual(
        [
          "/",
          "/pricing",
          "/services/graphic-designing",
          "/hi",
          "/hi/pricing",
          "/hi/services/graphic-designing",
        ].sort(),
      );
      for (const page of rendered.files.keys())
        expect(renderer.changedAt(page), page).toBe(publishedAt);
      for (const page of ["/aboutUs", "/hi/aboutUs", "/terms-and-conditions", "/site.webmanifest"])
        expect(renderer.changedAt(page), page).toBeUndefined();
    } finally {
      process.env.SITE_URL = siteUrl;
    }
  }, 120_000);
});
