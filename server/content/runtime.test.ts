/**
 * The content runtime with a revision whose pages cannot be made (server/content/runtime.ts):
 * it goes live with that topic served as shipped and the others as stored, is tried again after
 * a wait that doubles (not at every poll), and a start where even the shipped words fail throws
 * once rather than spinning. A store and a clock of the test's own, and a `prepare` that fails on
 * one topic's stored words as a render would.
 */
import { describe, expect, it } from "vitest";
import { shippedDocuments } from "../../app/content/engine/content";
import type { ContentStore, LiveState } from "../db/content";
import type { Logger } from "../log";
import { type ContentRuntime, createContentRuntime, type PrepareContent } from "./runtime";

const shipped = shippedDocuments();
const PHONE = "+91 98110 24680";
const site = { ...shipped.site, facts: { ...shipped.site.facts, phoneMobile: PHONE } };
const pricing = structuredClone(shipped.pricing);
pricing.facts.graphicPrices[0] = { ...pricing.facts.graphicPrices[0], price: 1299 } as never;

function storeOf(state: LiveState) {
  const reads = { liveState: 0 };
  const store = {
    latestRevision: async () => state.revision,
    liveState: async () => {
      reads.liveState += 1;
      return state;
    },
  } as unknown as ContentStore;
  return { store, reads };
}

/** A logger that keeps its lines. */
function lines() {
  const kept: string[] = [];
  const keep = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    kept.push(JSON.stringify({ level, msg, ...fields }));
  };
  const logger: Logger = {
    debug: keep("debug"),
    info: keep("info"),
    warn: keep("warn"),
    error: keep("error"),
  };
  return { logger, kept };
}

describe("the content runtime, when a revision's pages cannot be made", () => {
  const state: LiveState = {
    revision: 2,
    topics: [
      { topic: "site", document: site, revisionId: 1, updatedAt: 1 },
      { topic: "pricing", document: pricing, revisionId: 2, updatedAt: 2 },
    ],
    confirmations: [],
  };
  // The pages fail whenever the stored site words are in: a render that throws.
  let renders = 0;
  const prepare: PrepareContent = async (next) => {
    renders += 1;
    if ((next.content.documents.site.facts as { phoneMobile: string }).phoneMobile === PHONE)
      throw new Error("/contact-us answered 500, not 200");
    return () => {};
  };

  it("goes live with that topic as shipped, the others stored, and retries with a doubling wait", async () => {
    let clock = 1_000_000;
    const { store, reads } = storeOf(state);
    const { logger, kept } = lines();
    const runtime: ContentRuntime = createContentRuntime({
      store,
      logger,
      pollMs: 60_000,
      retryBaseMs: 5_000,
      retryMaxMs: 20_000,
      now: () => clock,
    });
    await runtime.start(prepare);
    const live = runtime.current();
    expect(runtime.isReady()).toBe(true);
    expect((live.content.documents.site.facts as { phoneMobile: string }).phoneMobile).not.toBe(
      PHONE,
    );
    expect(live.content.documents.pricing.facts.graphicPrices[0]?.price).toBe(1299);
    expect(live.topicRevisions).toEqual({ pricing: 2 });
    expect(live.problems).toEqual([
      {
        topic: "site",
        revisionId: 1,
        reason: "its pages could not be made: /contact-us answered 500, not 200",
      },
    ]);
    const problemLines = () => kept.filter((line) => line.includes("stored content refused"));
    expect(problemLines()).toHaveLength(1);

    // Polls before the wait is over read nothing but the latest revision.
    const readsAfterStart = reads.liveState;
    for (let i = 0; i < 20; i++) await runtime.refresh();
    expect(reads.liveState).toBe(readsAfterStart);

    // Each retry comes after a wait twice the last, up to the most; the problem is logged once.
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const before = reads.liveState;
      let waited = 0;
      while (reads.liveState === before) {
        clock += 1_000;
        waited += 1_000;
        await runtime.refresh();
      }
      waits.push(waited);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 20_000]);
    expect(problemLines()).toHaveLength(1);
    runtime.stop();
  });

  it("throws at a start where even the shipped words fail, once, with no loop", async () => {
    const { store } = storeOf(state);
    const { logger, kept } = lines();
    renders = 0;
    const runtime = createContentRuntime({ store, logger, pollMs: 60_000 });
    await expect(
      runtime.start(async () => {
        renders += 1;
        throw new Error("the build is broken");
      }),
    ).rejects.toThrow("the build is broken");
    expect(runtime.isReady()).toBe(false);
    // The whole, then the changed topics as shipped: two renders, no more.
    expect(renders).toBe(2);
    expect(kept.filter((line) => line.includes("content revision not live"))).toHaveLength(1);
    runtime.stop();
  });
});
