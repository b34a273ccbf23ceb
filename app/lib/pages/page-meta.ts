import type { MetaDescriptor } from "react-router";
import { headTags, type PageHead } from "./page-head";
import type { RootData } from "./site-copy";

interface MetaArgs {
  loaderData?: { head: PageHead } | null;
  matches: ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * The `meta` of every page: the head of the page its loader described, on the origin and with
 * the words of the root's data (app/lib/pages/page-head.ts).
 */
export function pageMeta({ loaderData, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!loaderData?.head || !root?.site) return [];
  return headTags(loaderData.head, {
    origin: root.siteUrl,
    brandName: root.brand.name,
    titleTemplate: root.site.ui.meta.title,
    imageAlt: root.site.ui.meta.imageAlt,
  });
}
