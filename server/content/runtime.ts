/**
 * Keeps this instance on the store's live revision (docs/decisions/0017-words-as-data.md). It
 * reads the store's version every CONTENT_POLL_MS (one indexed query); when another process has
 * published, it reads the live content, lets `prepare` make everything that depends on it (the
 * prerendered pages, server/content/pages.ts), then switches in one step: from then on every
 * request reads the new revision, and the pages made for it are served. A revision that fails to
 * load or render leaves the instance on the previous one, and is tried again at the next poll.
 */
import { shippedContent } from "../../app/content/content";
import type { ContentStore } from "../db/content";
import { errorFields, type Logger } from "../log";
import { type LiveContent, readLiveContent } from "./live";

/**
 * Makes what depends on the content before it goes live (the pages for `next`) and returns the
 * commit that switches them in, synchronously, at the same moment as the content.
 */
export type PrepareContent = (next: LiveContent, previous: LiveContent) => Promise<() => void>;

export interface ContentRuntime {
  /** The live content: fixed for a request by the load context (server/app.ts). */
  current(): LiveContent;
  /**
   * Loads the live revision and follows the store from then on; `prepare` (the server's pages)
   * runs before each revision goes live. Resolves once the first is live.
   */
  start(prepare?: PrepareContent): Promise<void>;
  /** True once the first revision is live (/readyz waits for it). */
  isReady(): boolean;
  /** Reads the store's version now and follows it (a publish from this process calls it). */
  refresh(): Promise<void>;
  stop(): void;
}

export interface ContentRuntimeOptions {
  store: ContentStore;
  logger: Logger;
  pollMs: number;
}

const shippedState = (): LiveContent => ({
  content: shippedContent(),
  problems: [],
  confirmations: [],
  topicRevisions: {},
  topicDates: {},
});

export function createContentRuntime(options: ContentRuntimeOptions): ContentRuntime {
  const { store, logger } = options;
  let prepare: PrepareContent | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let live = shippedState();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let loaded = false;

  async function follow(): Promise<void> {
    const version = await store.contentVersion();
    if (loaded && version === live.content.version) return;
    const next = await readLiveContent(store);
    const startedAt = performance.now();
    const commit = prepare ? await prepare(next, live) : () => {};
    const previous = live.content.version;
    live = next;
    commit();
    loaded = true;
    for (const problem of next.problems)
      logger.error("stored content refused by today's schema: serving the shipped words", {
        topic: problem.topic,
        revision: problem.revisionId,
        reason: problem.reason,
      });
    logger.info("content revision live", {
      version: next.content.version,
      previous,
      preparedMs: Math.round(performance.now() - startedAt),
    });
  }

  /** One follow at a time; a call during one runs once more after it. */
  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await follow();
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    current: () => live,
    start(prepareContent) {
      prepare = prepareContent;
      timer ??= setInterval(() => {
        refresh().catch((error) => logger.error("content refresh failed", errorFields(error)));
      }, options.pollMs);
      timer.unref();
      return refresh();
    },
    isReady: () => loaded,
    refresh,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
