/**
 * Keeps this instance on the store's live revision (docs/decisions/0017-words-as-data.md). It
 * reads the store's revision every CONTENT_POLL_MS (one indexed query); when another process has
 * published, it reads the live content, lets `prepare` make everything that depends on it (the
 * prerendered pages, server/content/pages.ts), then switches in one step: from then on every
 * request reads the new revision, and the pages made for it are served. A revision that fails to
 * load or render leaves the instance on the previous one, and is tried again at the next poll.
 */
import { shippedContent } from "../../app/content/engine/content";
import { currentRelease, type Release } from "../../app/content/engine/release";
import type { ContentStore } from "../db/content";
import { errorFields, type Logger } from "../log";
import { type LiveContent, readLiveContent, withShippedTopics } from "./live";

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
  /** Reads the store's revision now and follows it (a publish from this process calls it). */
  refresh(): Promise<void>;
  stop(): void;
}

export interface ContentRuntimeOptions {
  store: ContentStore;
  logger: Logger;
  pollMs: number;
  /**
   * The first wait before a revision that failed to go live (or went live with topics served
   * as shipped because their pages could not be made) is tried again; each failure doubles it,
   * up to `retryMaxMs`. A new revision is tried at once.
   */
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => number;
  /** The release whose shipped words the staff changes apply to: this build's unless told. */
  release?: Release;
}

/** The retry waits unless told: 5 s, doubling to 10 minutes. */
export const CONTENT_RETRY_BASE_MS = 5_000;
export const CONTENT_RETRY_MAX_MS = 600_000;

const shippedState = (): LiveContent => ({
  content: shippedContent(),
  problems: [],
  confirmations: [],
  topicRevisions: {},
  topicDates: {},
  changes: {},
  unplaced: {},
});

/** A revision that failed, or went live without some topics: when it is tried again. */
interface Retry {
  revision: number;
  attempts: number;
  at: number;
}

export function createContentRuntime(options: ContentRuntimeOptions): ContentRuntime {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  const release = options.release ?? currentRelease();
  const retryBase = options.retryBaseMs ?? CONTENT_RETRY_BASE_MS;
  const retryMax = options.retryMaxMs ?? CONTENT_RETRY_MAX_MS;
  let prepare: PrepareContent | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let live = shippedState();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let loaded = false;
  let retry: Retry | null = null;

  /** Schedules the next try of `revision`, twice as far as the last; returns the wait. */
  function backOff(revision: number): number {
    const attempts = retry?.revision === revision ? retry.attempts + 1 : 1;
    const wait = Math.min(retryBase * 2 ** (attempts - 1), retryMax);
    retry = { revision, attempts, at: now() + wait };
    return wait;
  }

  /**
   * The commit of `next`, or of `next` with the topics whose pages cannot be made served as
   * shipped: the topics it changed are tried one at a time over the previous revision's (only
   * when the whole fails, so a good revision costs one render). Throws when even the previous
   * words fail (a fault of the release or the machine, not of stored words).
   */
  async function prepareWithout(
    next: LiveContent,
    previous: LiveContent,
  ): Promise<{ live: LiveContent; commit: () => void; left: string[] }> {
    if (!prepare) return { live: next, commit: () => {}, left: [] };
    try {
      return { live: next, commit: await prepare(next, previous), left: [] };
    } catch (error) {
      const changed = Object.keys(next.topicRevisions).filter(
        (topic) => next.topicRevisions[topic] !== previous.topicRevisions[topic],
      );
      if (changed.length === 0) throw error;
      const reason = `its pages could not be made: ${(error as Error).message}`;
      // The previous words for every changed topic first: if they fail too, the fault is not
      // in the stored words.
      let candidate = withShippedTopics(next, changed, reason, release.shipped);
      let commit = await prepare(candidate, previous);
      const accepted: string[] = [];
      const left: string[] = [];
      for (const topic of changed) {
        const trial = withShippedTopics(
          next,
          changed.filter((other) => other !== topic && !accepted.includes(other)),
          reason,
          release.shipped,
        );
        try {
          commit = await prepare(trial, previous);
          candidate = trial;
          accepted.push(topic);
        } catch {
          left.push(topic);
        }
      }
      return { live: candidate, commit, left };
    }
  }

  async function follow(): Promise<void> {
    const revision = await store.latestRevision();
    const retryDue = retry !== null && retry.revision === revision && now() >= retry.at;
    if (loaded && revision === live.content.revision && !retryDue) return;
    // A revision that failed is tried again when its wait is over, not at every poll.
    if (retry !== null && retry.revision === revision && !retryDue) return;
    const next = await readLiveContent(store, release);
    const startedAt = performance.now();
    let prepared: Awaited<ReturnType<typeof prepareWithout>>;
    try {
      prepared = await prepareWithout(next, live);
    } catch (error) {
      const wait = backOff(revision);
      logger.error("content revision not live: its pages could not be made", {
        version: revision,
        retryInMs: wait,
        ...errorFields(error),
      });
      if (!loaded) throw error;
      return;
    }
    const previous = live.content.revision;
    const known = new Set(live.problems.map((p) => `${p.topic}@${p.revisionId}:${p.reason}`));
    live = prepared.live;
    prepared.commit();
    loaded = true;
    if (prepared.left.length > 0) {
      const wait = backOff(revision);
      logger.error("content revision live without some topics: their pages could not be made", {
        version: revision,
        topics: prepared.left,
        retryInMs: wait,
      });
    } else retry = null;
    // Each problem is logged once, when it first shows: not at every poll or retry.
    for (const problem of prepared.live.problems)
      if (!known.has(`${problem.topic}@${problem.revisionId}:${problem.reason}`))
        logger.error(
          "stored content refused by today's schema or rules: serving the shipped words",
          {
            topic: problem.topic,
            revision: problem.revisionId,
            reason: problem.reason,
          },
        );
    logger.info("content revision live", {
      version: next.content.revision,
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
