import type { MetaDescriptor } from "react-router";

/**
 * The `meta` of every page: the head its loader built on the server (app/lib/page-head.server.ts),
 * unchanged, so nothing in the head is computed in the browser.
 */
export function pageMeta({ loaderData }: { loaderData?: { head: MetaDescriptor[] } | null }) {
  return loaderData?.head ?? [];
}
