/**
 * bench/rerender: how many pages a publish renders again, against how many show what it changed
 * (issue 51, deliverable 5). For each of ten kinds of edit, in this process, with the React
 * Router server build:
 * - rendered: a renderer that has rendered the shipped words (so it knows what each page read,
 *   as a running server does) renders the edit's revision; the pages it renders again;
 * - showing: every page rendered from scratch before and after the edit, compared byte for
 *   byte; the pages whose HTML (or file) differs;
 * - missed: pages that show the change but were not rendered again (must be 0: the bench exits
 *   non-zero otherwise), and pages rendered again whose HTML differs from the scratch render.
 * The not-found pages (/404, /hi/404) count as pages. Prints one row per edit and the totals.
 *
 * Run: `npm run build && npx tsx bench/rerender.ts`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { prerenderPaths } from "../app/base/site-routes";
import {
  buildContent,
  type ContentDocuments,
  shippedDocuments,
} from "../app/content/engine/content";
import { readBuildInfo } from "../server/build-info";
import { createPageRenderer, type DatedChange, type RenderedPages } from "../server/content/pages";
import { changedFields } from "../server/content/reads";
import { createLogger } from "../server/log";

const root = path.resolve(import.meta.dirname, "..");
// biome-ignore lint/suspicious/noExplicitAny: the edits reach into documents of every shape.
type Documents = any;

/** The ten kinds of edit: each changes one value of the shipped documents. */
const edits: { name: string; edit: (documents: Documents) => void }[] = [
  {
    name: "a price (first graphic design price)",
    edit: (d) => {
      d.pricing.facts.graphicPrices[0].price += 100;
    },
  },
  {
    name: "the phone number",
    edit: (d) => {
      d.site.facts.phoneMobile = "+91 98110 24680";
    },
  },
  {
    name: "a menu label (Pricing)",
    edit: (d) => {
      d.shell.en.navigation.labels["/pricing"] = "Prices";
    },
  },
  {
    name: "a job title (Frontend Developer)",
    edit: (d) => {
      d.careers.en.careerRoles["frontend-developer"].title = "Front-end Engineer";
    },
  },
  {
    name: "an FAQ answer (hosting)",
    edit: (d) => {
      d.home.en.faqs.hosting.answer[0] += " We also host on our own servers.";
    },
  },
  {
    name: "a policy paragraph (terms: scope)",
    edit: (d) => {
      d.policies.en.terms.sections.scope.blocks[0].text += " They also apply to support plans.";
    },
  },
  {
    name: "a testimonial (Example Fabrics)",
    edit: (d) => {
      d.home.en.testimonials["example-fabrics"].testimonialText += " Highly recommended.";
    },
  },
  {
    name: "a service card title (App Development)",
    edit: (d) => {
      d.services.en.cards["app-development"].title = "Mobile App Development";
    },
  },
  {
    name: "the brand name",
    edit: (d) => {
      d.site.facts.brandName = "Stackwise Digital Studio";
    },
  },
  {
    name: "a Hindi-only word (the Pricing menu label)",
    edit: (d) => {
      d.shell.hi.navigation.labels["/pricing"] = `${d.shell.hi.navigation.labels["/pricing"]} सूची`;
    },
  },
];

/** Every page and file of a render, by path, the not-found pages included. */
function bodies(rendered: RenderedPages): Map<string, string> {
  const all = new Map<string, string>();
  for (const [route, file] of rendered.files) all.set(route, file.body.toString("utf8"));
  if (rendered.notFound) {
    all.set("/404", rendered.notFound.en);
    all.set("/hi/404", rendered.notFound.hi);
  }
  return all;
}

/** Any change: a renderer that has rendered nothing yet renders every page for it. */
const everything: DatedChange[] = [
  { locale: "en", path: ["siteFacts"], shape: false, topics: ["site"], at: 0 },
];

async function main() {
  const buildFile = path.join(root, "build/server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  process.env.SITE_URL = readBuildInfo(path.join(root, "build"))?.siteUrl ?? process.env.SITE_URL;
  const paths = prerenderPaths({ liveBlogFeed: false });
  const logger = createLogger("silent");
  const renderer = () => createPageRenderer({ build, paths, logger });

  const shippedDocs = shippedDocuments();
  const shipped = buildContent(shippedDocs, 0);
  const first = await renderer().render(shipped, everything);
  const before = bodies(first);
  const sizes = [...first.learnt.values()].map((learnt) => learnt.reads.size).sort((a, b) => a - b);
  console.log(
    `${before.size} pages and files; fields read by a page: median ${sizes[sizes.length >> 1]}, most ${sizes.at(-1)}`,
  );

  let missedTotal = 0;
  let renderedTotal = 0;
  let showingTotal = 0;
  const rows: string[][] = [["edit", "fields", "rendered", "showing", "missed", "extra"]];
  for (const { name, edit } of edits) {
    const documents = structuredClone(shippedDocs) as ContentDocuments;
    edit(documents);
    const next = buildContent(documents, 1);
    const changes = changedFields(shipped, next).map((change) => ({ ...change, at: 1 }));
    if (changes.length === 0) throw new Error(`${name}: the edit changed nothing`);

    // As a running server: it has rendered the shipped words, then renders the edit.
    const running = renderer();
    running.keep(await running.render(shipped, everything));
    const rerendered = bodies(await running.render(next, changes));
    // From scratch: every page with the edit.
    const after = bodies(await renderer().render(next, everything));
    const showing = [...after.keys()].filter((route) => after.get(route) !== before.get(route));
    const missed = showing.filter((route) => !rerendered.has(route));
    const wrong = [...rerendered].filter(([route, html]) => after.get(route) !== html);
    for (const [route] of wrong) console.error(`  ${name}: ${route} rendered differently`);
    const extra = [...rerendered.keys()].filter((route) => !showing.includes(route));
    missedTotal += missed.length + wrong.length;
    renderedTotal += rerendered.size;
    showingTotal += showing.length;
    rows.push([
      name,
      String(changes.length),
      String(rerendered.size),
      String(showing.length),
      String(missed.length),
      String(extra.length),
    ]);
    if (missed.length > 0) console.error(`  ${name}: missed ${missed.join(", ")}`);
    if (process.env.BENCH_VERBOSE)
      console.log(`  ${name}\n    showing: ${showing.join(" ")}\n    extra: ${extra.join(" ")}`);
  }
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of rows)
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths?.[column] ?? 0) : cell.padStart(widths?.[column] ?? 0),
        )
        .join("  "),
    );
  console.log(
    `total: ${renderedTotal} pages rendered for ${showingTotal} that show the edits; ${missedTotal} missed`,
  );
  process.exit(missedTotal === 0 ? 0 : 1);
}

await main();
