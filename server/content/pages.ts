/**
 * Renders the prerendered pages again for a content revision, in the server process, with the
 * same React render as `react-router build` (docs/decisions/0017-words-as-data.md): the same
 * requests, then what the static files step computes for each file (its ETag and, for a page,
 * the hashes of its inline scripts for the CSP) and compressed copies. The copies are made twice:
 * at once with brotli quality 5 (a millisecond a page), so the revision goes live in well under
 * a second, then at quality 11 and gzip 9 as scripts/postbuild.ts makes them (about 60 ms a page
 * here, in Node's thread pool), swapped in when ready, so a page soon weighs what the build
 * made it weigh.
 *
 * Only the pages that show what changed are rendered again (issue 51): each render records which
 * fields of the dictionary the page read (server/content/reads.ts), and a revision's changes are
 * the fields of the dictionaries that differ from the previous revision's, so a page is rendered
 * when one of its fields changed, in the language it read it in. A page the build prerendered
 * (from the shipped files) and this process has not rendered yet is rendered at the first change
 * of anything; the not-found pages, which the build does not write, at the first render.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { MediaShapesLookup } from "../../app/base/media-urls";
import type { Content } from "../../app/content/engine/content";
import type { Logger } from "../log";
import { fileCacheControl } from "../steps/headers";
import {
  etagOf,
  inlineScriptHashes,
  type NotFoundPages,
  type StaticFile,
  typeOfFile,
} from "../steps/static-files";
import { type ChangedField, ReadSet, trackedContent } from "./reads";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a revision's render gives: the files by the path they answer at, and the 404 pages. */
export interface RenderedPages {
  files: Map<string, StaticFile>;
  notFound?: NotFoundPages;
  /** What each page rendered read, and when the words it shows changed: `keep` keeps them. */
  learnt: Map<string, Learnt>;
}

/** What one render of a page read, and the date of the changes it showed (NaN: none known). */
interface Learnt {
  reads: ReadSet;
  topics: Set<string>;
  at: number;
}

/** The not-found pages' paths (server/steps/static-files.ts serves them for unknown paths). */
const notFoundPaths = { en: "/404", hi: "/hi/404" } as const;

export interface PageRenderer {
  /**
   * Renders the pages that read a field `changes` names (server/content/reads.ts changedFields),
   * and the not-found pages when they read one or were never rendered. `at`: when the changes
   * were published, each page's new date in the sitemap.
   */
  render(content: Content, changes: readonly DatedChange[]): Promise<RenderedPages>;
  /**
   * Keeps what a render's pages read, when its files go live (the commit): a render that is not
   * served (a revision that failed to go live) teaches nothing.
   */
  keep(rendered: RenderedPages): void;
  /** The same files with the build's compression (brotli 11, gzip 9): slower, smaller. */
  compressBest(files: ReadonlyMap<string, StaticFile>): Promise<Map<string, StaticFile>>;
  /** The topics each path read at its last render. */
  topicsOf(path: string): ReadonlySet<string> | undefined;
  /**
   * When the words `path` shows last changed, as far as this process has seen (the latest `at`
   * of a change that rendered it again); undefined when no change has reached it.
   */
  changedAt(path: string): number | undefined;
  /**
   * Renders, without keeping them, the pages whose topics are not known yet (the build's, at
   * start), to learn them: which pages a publish changes, and each page's date in the sitemap.
   */
  learnTopics(content: Content): Promise<void>;
  /** How many pages' reads are known. */
  pagesLearnt(): number;
  /** The pages that read `topic` at their last render (the words editor's previews). */
  pagesReading(topic: string): string[];
  /** The pages that read any of `changes` at their last render (the preview's first page). */
  pagesShowing(changes: readonly ChangedField[]): string[];
  /**
   * One page of `content` (a draft's), for staff to look at: its HTML and the hashes of its
   * inline scripts for its CSP. Nothing is kept or served to visitors.
   */
  preview(content: Content, path: string): Promise<{ html: string; scriptHashes: string[] }>;
}

/** A changed field, and when it was published (milliseconds since 1970). */
export interface DatedChange extends ChangedField {
  at: number;
}

export function createPageRenderer(options: {
  /** The React Router server build, or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The prerendered paths (app/base/site-routes.ts `prerenderPaths`). */
  paths: readonly string[];
  logger: Logger;
  /** The library pictures' shapes the pages' picture fields show (app/load-context.ts). */
  mediaShapes?: MediaShapesLookup;
}): PageRenderer {
  const handle = createRequestHandler(options.build, "production");
  const readsByPath = new Map<string, ReadSet>();
  const topicsByPath = new Map<string, Set<string>>();
  const changedAtByPath = new Map<string, number>();
  let compressions = 0;

  /** Renders one path with `content`, as the build's prerender requests it. */
  async function renderPath(
    path: string,
    content: Content,
    status: 200 | 404,
  ): Promise<{ body: Buffer; reads: ReadSet; topics: Set<string> }> {
    const reads = new ReadSet();
    const tracked = trackedContent(content, reads);
    // At the path itself: the route's data is what React Router's prerender reads from the
    // path's .data request, which has no trailing slash either.
    const response = await handle(new Request(`http://localhost${path}`), {
      content: tracked,
      mediaShapes: options.mediaShapes,
    } as AppLoadContext);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== status)
      throw new Error(`${path} answered ${response.status}, not ${status}`);
    const topics = new Set<string>();
    for (const entry of reads.entries)
      for (const topic of content.entrySources.get(entry) ?? []) topics.add(topic);
    return { body, reads, topics };
  }

  /** Keeps what a render of `path` read. */
  function learn(path: string, learnt: Learnt) {
    readsByPath.set(path, learnt.reads);
    topicsByPath.set(path, learnt.topics);
    if (Number.isFinite(learnt.at))
      changedAtByPath.set(path, Math.max(changedAtByPath.get(path) ?? learnt.at, learnt.at));
  }

  /**
   * A file of `body`: compressed at once on this thread (quality 5: about a millisecond), or in
   * Node's thread pool with the build's settings, where a slow job never holds up a revision's
   * quick copies.
   */
  async function staticFile(path: string, body: Buffer, quality: 5 | 11): Promise<StaticFile> {
    const isFile = /\.\w+$/.test(path);
    const name = isFile ? path : `${path === "/" ? "" : path}/index.html`;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    const [br, gz] =
      quality === 11
        ? await Promise.all([brotli(body, { params }), gzipAsync(body, { level: 9 })])
        : [brotliCompressSync(body, { params }), gzipSync(body, { level: 6 })];
    const isHtml = !isFile;
    return {
      body,
      br,
      gz,
      type: typeOfFile(name),
      etag: etagOf(body),
      cacheControl: fileCacheControl(name, isHtml),
      scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : undefined,
    };
  }

  /**
   * The latest date of the changes that touch what `path` read; null when none does. A built
   * page is as the shipped files make it; the not-found pages are never built.
   */
  const touchedAt = (
    reads: ReadSet | undefined,
    changes: readonly DatedChange[],
    built: boolean,
  ): number | null => {
    let latest: number | null = null;
    for (const change of changes)
      if (!reads || reads.touchedBy(change))
        latest = Math.max(latest ?? -Infinity, Number.isFinite(change.at) ? change.at : -Infinity);
    if (!reads && !built) return latest ?? Number.NaN;
    return latest;
  };

  return {
    async render(content, changes) {
      compressions += 1;
      const files = new Map<string, StaticFile>();
      const learnt = new Map<string, Learnt>();
      for (const path of options.paths) {
        const known = readsByPath.get(path);
        const at = touchedAt(known, changes, true);
        if (at === null) continue;
        const { body, reads, topics } = await renderPath(path, content, 200);
        // A page rendered for the first time is dated by the changes it turns out to show.
        const shown = known ? at : touchedAt(reads, changes, true);
        learnt.set(path, { reads, topics, at: shown ?? Number.NaN });
        files.set(path, await staticFile(path, body, 5));
      }
      let notFound: NotFoundPages | undefined;
      const enAt = touchedAt(readsByPath.get(notFoundPaths.en), changes, false);
      const hiAt = touchedAt(readsByPath.get(notFoundPaths.hi), changes, false);
      if (enAt !== null || hiAt !== null) {
        const en = await renderPath(notFoundPaths.en, content, 404);
        const hi = await renderPath(notFoundPaths.hi, content, 404);
        learnt.set(notFoundPaths.en, { ...en, at: Number.NaN });
        learnt.set(notFoundPaths.hi, { ...hi, at: Number.NaN });
        notFound = { en: en.body.toString("utf8"), hi: hi.body.toString("utf8") };
      }
      return { files, notFound, learnt };
    },
    keep(rendered) {
      for (const [path, learnt] of rendered.learnt) learn(path, learnt);
    },
    async compressBest(files) {
      // A newer revision's render stops this one: its files are about to be replaced.
      const run = ++compressions;
      const best = new Map<string, StaticFile>();
      for (const [path, file] of files) {
        if (run !== compressions) break;
        best.set(path, await staticFile(path, file.body, 11));
      }
      return best;
    },
    topicsOf: (path) => topicsByPath.get(path),
    changedAt: (path) => changedAtByPath.get(path),
    pagesLearnt: () => readsByPath.size,
    pagesReading: (topic) =>
      options.paths.filter(
        (path) => !/\.\w+$/.test(path) && topicsByPath.get(path)?.has(topic) === true,
      ),
    pagesShowing: (changes) =>
      options.paths.filter(
        (path) =>
          !/\.\w+$/.test(path) &&
          changes.some((change) => readsByPath.get(path)?.touchedBy(change) === true),
      ),
    async preview(content, path) {
      const { body } = await renderPath(path, content, 200);
      const html = body.toString("utf8");
      return { html, scriptHashes: inlineScriptHashes(html) };
    },
    async learnTopics(content) {
      for (const path of options.paths) {
        if (readsByPath.has(path)) continue;
        const { reads, topics } = await renderPath(path, content, 200);
        // A render of a newer revision may have come first: what it read stands.
        if (!readsByPath.has(path)) learn(path, { reads, topics, at: Number.NaN });
      }
    },
  };
}
