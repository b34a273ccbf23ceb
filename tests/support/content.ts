/**
 * A content runtime on a store that holds no revision: the shipped words, for tests of the
 * server that need no database.
 */
import { createContentRuntime } from "../../server/content/runtime";
import type { ContentStore } from "../../server/db/content";
import { createLogger } from "../../server/log";

export const emptyContentStore: Pick<ContentStore, "latestRevision" | "liveState"> = {
  latestRevision: async () => 0,
  liveState: async () => ({ revision: 0, topics: [], confirmations: [] }),
};

export function shippedContentRuntime() {
  return createContentRuntime({
    store: emptyContentStore as ContentStore,
    logger: createLogger("silent"),
    pollMs: 60_000,
  });
}
