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
 * Only the pages that read what changed are rendered again: each render records which entries
 * of the dictionary the page read, and each entry is made from known topics
 * (`Content.entrySources`), so a page's topics are known from its last render. A page the build
 * prerendered (from the shipped files) and this process has not rendered yet is rendered at the
 * first change of any topic; the not-found pages, which the build does not write, at the first
 * render.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { Content, DataTopicName } from "../../app/content/content";
import type { Logger } from "../log";
import { fileCacheControl } from "../steps/headers";
import {
  etagOf,
  inlineScriptHashes,
  type NotFoundPages,
  type StaticFile,
  typeOfFile,
} from "../steps/static-files";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a revision's render gives: the files by the path they answer at, and the 404 pages. */
export interface RenderedPages {
  files: Map<string, StaticFile>;
  notFound?: NotFoundPages;
}

/** Wraps `content` so that every dictionary entry a render reads is reported. */
export function trackedContent(content: Content, onEntry: (entry: string) => void): Content {
  const wrap = (dictionary: object) =>
    new Proxy(dictionary, {
      get(target, key, receiver) {
        if (typeof key === "string") onEntry(key);
        return Reflect.get(target, key, receiver);
      },
    });
  const wrapped = new Map<string, object>();
  return {
    ...content,
    dictionary(locale) {
      let dictionary = wrapped.get(locale);
      if (!dictionary) {
        dictionary = wrap(content.dictionary(locale));
        wrapped.set(locale, dictionary);
      }
      return dictionary as ReturnType<Content["dictionary"]>;
    },
  };
}

/** The not-found pages' paths (server/steps/static-files.ts serves them for unknown paths). */
const notFoundPaths = { en: "/404", hi: "/hi/404" } as const;

export interface PageRenderer {
  /**
   * Renders the pages that read a topic `changed` names, and the not-found pages when they read
   * one or were never rendered.
   */
  render(content: Content, changed: ReadonlySet<DataTopicName>): Promise<RenderedPages>;
  /** The same files with the build's compression (brotli 11, gzip 9): slower, smaller. */
  compressBest(files: ReadonlyMap<string, StaticFile>): Promise<Map<string, StaticFile>>;
  /** The topics each path read at its last render. */
  topicsOf(path: string): ReadonlySet<string> | undefined;
  /**
   * Renders, without keeping them, the pages whose topics are not known yet (the build's, at
   * start), to learn them: which pages a publish changes, and each page's date in the sitemap.
   */
  learnTopics(content: Content): Promise<void>;
  /** The pages that read `topic` at their last render (the words editor's previews). */
  pagesReading(topic: string): string[];
  /**
   * One page of `content` (a draft's), for staff to look at: its HTML and the hashes of its
   * inline scripts for its CSP. Nothing is kept or served to visitors.
   */
  preview(content: Content, path: string): Promise<{ html: string; scriptHashes: string[] }>;
}

export function createPageRenderer(options: {
  /** The React Router server build, or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The prerendered paths (app/base/site-routes.ts `prerenderPaths`). */
  paths: readonly string[];
  logger: Logger;
}): PageRenderer {
  const handle = createRequestHandler(options.build, "production");
  const topicsByPath = new Map<string, Set<string>>();
  let compressions = 0;

  /** Renders one path with `content`, as the build's prerender requests it. */
  async function renderPath(
    path: string,
    content: Content,
    status: 200 | 404,
  ): Promise<{ body: Buffer; topics: Set<string> }> {
    const topics = new Set<string>();
    const tracked = trackedContent(content, (entry) => {
      for (const topic of content.entrySources.get(entry) ?? []) topics.add(topic);
    });
    // At the path itself: the route's data is what React Router's prerender reads from the
    // path's .data request, which has no trailing slash either.
    const response = await handle(new Request(`http://localhost${path}`), {
      content: tracked,
    } as AppLoadContext);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== status)
      throw new Error(`${path} answered ${response.status}, not ${status}`);
    return { body, topics };
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

  /** A built page is as the shipped files make it; the not-found pages are never built. */
  const needed = (path: string, changed: ReadonlySet<string>, built: boolean) => {
    const topics = topicsByPath.get(path);
    if (!topics) return !built || changed.size > 0;
    return [...topics].some((topic) => changed.has(topic));
  };

  return {
    async render(content, changed) {
      compressions += 1;
      const files = new Map<string, StaticFile>();
      for (const path of options.paths) {
        if (!needed(path, changed, true)) continue;
        const { body, topics } = await renderPath(path, content, 200);
        topicsByPath.set(path, topics);
        files.set(path, await staticFile(path, body, 5));
      }
      let notFound: NotFoundPages | undefined;
      if (needed(notFoundPaths.en, changed, false) || needed(notFoundPaths.hi, changed, false)) {
        const en = await renderPath(notFoundPaths.en, content, 404);
        const hi = await renderPath(notFoundPaths.hi, content, 404);
        topicsByPath.set(notFoundPaths.en, en.topics);
        topicsByPath.set(notFoundPaths.hi, hi.topics);
        notFound = { en: en.body.toString("utf8"), hi: hi.body.toString("utf8") };
      }
      return { files, notFound };
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
    pagesReading: (topic) =>
      options.paths.filter(
        (path) => !/\.\w+$/.test(path) && topicsByPath.get(path)?.has(topic) === true,
      ),
    async preview(content, path) {
      const { body } = await renderPath(path, content, 200);
      const html = body.toString("utf8");
      return { html, scriptHashes: inlineScriptHashes(html) };
    },
    async learnTopics(content) {
      for (const path of options.paths) {
        if (topicsByPath.has(path)) continue;
        const { topics } = await renderPath(path, content, 200);
        // A render of a newer revision may have come first: its topics stand.
        if (!topicsByPath.has(path)) topicsByPath.set(path, topics);
      }
    },
  };
}
