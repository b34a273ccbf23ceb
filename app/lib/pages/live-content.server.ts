/**
 * The content a loader or action reads: the live revision the server hands it in the load
 * context (server/content/runtime.ts), or, while pages are prerendered at build time (no load
 * context), the shipped files (docs/decisions/0017-words-as-data.md). One request reads one
 * revision from start to end, so a page is never made of two.
 */
import type { AppLoadContext } from "react-router";
import { type Content, shippedContent } from "~/content/engine/content";

export function liveContent(context: AppLoadContext | undefined): Content {
  return context?.content ?? shippedContent();
}

/** The agency's published name (staff pages and emails name it). */
export function brandOf(context: AppLoadContext | undefined): string {
  return liveContent(context).dictionary("en").siteFacts.brandName;
}
