/**
 * The one list of the site's public pages. Routes, the sitemap, prerendering, canonical links
 * and the server's redirects are all derived from it, so a page added here is added everywhere,
 * in both languages: each English page has a Hindi twin under /hi (app/lib/locale.ts).
 */
import { type Locale, locales, localizedPath } from "./locale";

export interface SitePage {
  /** Canonical path, with the required casing. */
  path: string;
  /** Other paths that answer 301 to the canonical one (matched without regard to case). */
  aliases?: readonly string[];
  /** Relative priority for the sitemap. */
  priority: number;
  changefreq: "weekly" | "monthly" | "yearly";
}

export const sitePages = [
  { path: "/", priority: 1, changefreq: "weekly" },
  { path: "/services", priority: 0.9, changefreq: "monthly" },
  {
    path: "/services/website-development",
    aliases: ["/website-development"],
    priority: 0.9,
    changefreq: "monthly",
  },
  {
    path: "/services/app-development",
    aliases: ["/app-development"],
    priority: 0.9,
    changefreq: "monthly",
  },
  {
    path: "/services/graphic-designing",
    aliases: ["/graphic-designing"],
    priority: 0.9,
    changefreq: "monthly",
  },
  {
    path: "/services/digital-marketing",
    aliases: ["/digital-marketing"],
    priority: 0.9,
    changefreq: "monthly",
  },
  { path: "/work", priority: 0.8, changefreq: "monthly" },
  { path: "/pricing", priority: 0.9, changefreq: "monthly" },
  { path: "/internship", priority: 0.8, changefreq: "monthly" },
  { path: "/career", priority: 0.6, changefreq: "monthly" },
  { path: "/aboutUs", priority: 0.7, changefreq: "yearly" },
  { path: "/contact-us", priority: 0.8, changefreq: "yearly" },
  { path: "/terms-and-conditions", priority: 0.3, changefreq: "yearly" },
  { path: "/Cancellation-and-Refund", priority: 0.3, changefreq: "yearly" },
  { path: "/Shipping-and-Delivery", priority: 0.3, changefreq: "yearly" },
  { path: "/privacy-policy", priority: 0.3, changefreq: "yearly" },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];

export interface LocalizedPage extends SitePage {
  locale: Locale;
  /** The English path of the page, which keys its copy in the content layer. */
  basePath: SitePath;
}

/** Every public page in every language: the English pages, then their Hindi twins. */
export const localizedPages: readonly LocalizedPage[] = locales.flatMap((locale) =>
  sitePages.map((page: SitePage) => ({
    ...page,
    path: localizedPath(page.path, locale),
    aliases: page.aliases?.map((alias) => localizedPath(alias, locale)),
    locale,
    basePath: page.path as SitePath,
  })),
);

/**
 * Paths that render the same page as a canonical one without redirecting (the brief
 * names both). Their canonical link points at the canonical path.
 */
export const samePageAliases: Readonly<Record<string, string>> = {
  "/paid-internship": "/internship",
  "/hi/paid-internship": "/hi/internship",
};

/** Files generated from the content layer at build time (resource routes in app/routes). */
export const prerenderedFiles = ["/site.webmanifest"] as const;

/** Every path whose HTML (or file) is fixed at build time. */
export function prerenderPaths({ liveBlogFeed }: { liveBlogFeed: boolean }): string[] {
  const pages = localizedPages
    .filter((page) => !(liveBlogFeed && page.basePath === "/"))
    .map((page) => page.path);
  return [...pages, ...Object.keys(samePageAliases), ...prerenderedFiles];
}

const canonicalByLowerPath = new Map<string, string>();
for (const page of localizedPages) {
  canonicalByLowerPath.set(page.path.toLowerCase(), page.path);
  for (const alias of page.aliases ?? []) canonicalByLowerPath.set(alias.toLowerCase(), page.path);
}
for (const [alias, target] of Object.entries(samePageAliases)) {
  canonicalByLowerPath.set(alias.toLowerCase(), alias === alias.toLowerCase() ? alias : target);
}

/**
 * Where a request path should be permanently redirected, or null when it is already canonical
 * or unknown. Handles other casings, the top-level service aliases and a trailing slash.
 */
export function canonicalRedirect(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = canonicalByLowerPath.get(trimmed.toLowerCase());
  if (target === undefined) return null;
  return target === pathname ? null : target;
}

/** The canonical path of the page served at `pathname` (an alias maps to its page). */
export function canonicalPathFor(pathname: string): string {
  return samePageAliases[pathname] ?? pathname;
}
