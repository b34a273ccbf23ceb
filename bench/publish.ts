/**
 * bench/publish: what a publish of the site's words costs and how soon both instances serve it
 * (issue 38, docs/decisions/0017-words-as-data.md). Two compiled instances on one throwaway
 * PostgreSQL database, as in production; publishes made as the words editor makes them (in this
 * process, through server/content/operations.ts), each followed until both instances serve it.
 *
 * For each kind of change it prints, as medians of BENCH_PUBLISHES (default 5):
 * - publish: the check and the write of the revision;
 * - served: from the revision's commit to both instances answering with the new words (the
 *   poll, CONTENT_POLL_MS = 1000, plus the render);
 * - render: what the instance logs as the time to make the revision's pages (quick compression);
 * - pages: how many pages the revision rendered again;
 * and each instance's memory before and after.
 *
 * Run: `npm run build && npx tsx bench/publish.ts` (needs the postgresql package).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { isDataTopic } from "../app/content/engine/content";
import type { TopicDocument } from "../app/content/engine/document";
import { contentOperations } from "../server/content/operations";
import { openSiteDatabase } from "../server/db";
import { freePort } from "../tests/support/free-port";
import { startPgCluster } from "../tests/support/pg-cluster";
import { waitForUrl } from "./wait-for-url";

const root = path.resolve(import.meta.dirname, "..");
const publishes = Number(process.env.BENCH_PUBLISHES ?? 5);

interface Instance {
  url: string;
  child: ChildProcess;
  /** The instance's "content revision live" log lines, newest last. */
  live: { version: number; preparedMs: number }[];
  /** Pages rendered per revision ("pages rendered for a revision"). */
  pages: Map<number, number>;
}

function startInstance(databaseUrl: string, port: number): Instance {
  const child = spawn(process.execPath, ["build/server-dist/index.js"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-publish-")),
      LOG_LEVEL: "info",
      SHUTDOWN_DRAIN_MS: "0",
    },
  });
  const instance: Instance = {
    url: `http://127.0.0.1:${port}`,
    child,
    live: [],
    pages: new Map(),
  };
  let buffer = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (line.includes('"pages rendered for a revision"')) {
        const entry = JSON.parse(line) as { version: number; pages: number };
        instance.pages.set(entry.version, entry.pages);
      }
      if (line.includes('"content revision live"'))
        instance.live.push(JSON.parse(line) as { version: number; preparedMs: number });
    }
  });
  return instance;
}

async function rssMb(instance: Instance): Promise<number> {
  const status = await import("node:fs/promises").then((fs) =>
    fs.readFile(`/proc/${instance.child.pid}/status`, "utf8"),
  );
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A change of the live words: the topic it edits, and the text the new pages show. */
interface Change {
  name: string;
  topic: string;
  /** Changes the document for the i-th publish; returns a text the changed pages then show. */
  edit(document: TopicDocument, i: number): string;
  /** A page that shows it. */
  page: string;
}

const changes: Change[] = [
  {
    name: "the mobile number (every page)",
    topic: "site",
    edit(document, i) {
      const number = `+91 98110 ${24680 + i}`;
      (document.facts as { phoneMobile: string }).phoneMobile = number;
      return `tel:${number.replace(/\s/g, "")}`;
    },
    page: "/pricing",
  },
];
if (isDataTopic("pricing"))
  changes.push({
    name: "a price (the pages that quote it)",
    topic: "pricing",
    edit(document, i) {
      const facts = document.facts as { graphicPrices?: { id: string; price: number }[] };
      const logo = facts.graphicPrices?.find((item) => item.id === "logo-design");
      if (!logo) throw new Error("bench/publish: no logo-design price in pricing/facts.json");
      logo.price = 1100 + i;
      return `₹${(1100 + i).toLocaleString("en-IN")}`;
    },
    page: "/pricing",
  });

async function main() {
  const cluster = await startPgCluster();
  const databaseUrl = cluster.url.replace(/\/postgres$/, "/bench_publish");
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("CREATE DATABASE bench_publish");
  await admin.end();
  const db = await openSiteDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir() });
  const content = contentOperations(db);
  const instances = [
    startInstance(databaseUrl, await freePort()),
    startInstance(databaseUrl, await freePort()),
  ];
  try {
    for (const instance of instances)
      await waitForUrl(`${instance.url}/readyz`, { child: instance.child, timeoutMs: 60_000 });
    // Let each instance learn which pages read which topics, as it does after starting.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const memoryBefore = await Promise.all(instances.map(rssMb));
    console.log(`bench/publish: ${publishes} publishes of each change, 2 instances on PostgreSQL`);
    for (const change of changes) {
      const publishMs: number[] = [];
      const servedMs: number[] = [];
      const renderMs: number[] = [];
      const pages: number[] = [];
      for (let i = 0; i < publishes; i++) {
        const live = await content.live();
        const document = structuredClone(
          live.content.documents[change.topic as never],
        ) as TopicDocument;
        const shows = change.edit(document, i);
        const started = performance.now();
        const result = await content.publish({
          topics: { [change.topic]: document },
          note: `bench ${change.name} ${i}`,
          author: "bench",
          basedOn: live.content.revision,
        });
        const committed = performance.now();
        if (!result.ok) throw new Error(`publish refused: ${JSON.stringify(result)}`);
        publishMs.push(committed - started);
        await Promise.all(
          instances.map(async (instance) => {
            for (;;) {
              const html = await (await fetch(`${instance.url}${change.page}`)).text();
              if (html.includes(shows)) break;
              if (performance.now() - committed > 30_000) throw new Error("not served in 30 s");
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
          }),
        );
        servedMs.push(performance.now() - committed);
        for (const instance of instances) {
          const entry = instance.live.find((line) => line.version === result.revision);
          if (entry) renderMs.push(entry.preparedMs);
          const rendered = instance.pages.get(result.revision);
          if (rendered !== undefined) pages.push(rendered);
        }
        // Let the background recompression finish, as between two real publishes.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
      console.log(
        `  ${change.name}: publish ${median(publishMs).toFixed(0)} ms, served on both instances after ${median(servedMs).toFixed(0)} ms (max ${Math.max(...servedMs).toFixed(0)}), render ${median(renderMs).toFixed(0)} ms for ${median(pages)} pages`,
      );
    }
    const memoryAfter = await Promise.all(instances.map(rssMb));
    console.log(
      `  memory (RSS) per instance: ${memoryBefore.map((m) => m.toFixed(0)).join(" / ")} MB before, ${memoryAfter.map((m) => m.toFixed(0)).join(" / ")} MB after`,
    );
  } finally {
    for (const instance of instances) instance.child.kill("SIGKILL");
    await db.close();
    cluster.stop();
  }
}

await main();
