/**
 * The one table of the site's public pages. The routes (app/routes.ts), the menus, the sitemap,
 * prerendering, canonical and hreflang links and the server's redirects are all derived from it,
 * so a page added here is added everywhere, in both languages: each English page has a Hindi
 * twin under /hi (app/base/locale.ts). Its words (title, heading, menu label) are in the content
 * layer, keyed by the page's path (app/content/pages/en.json and its Hindi twin).
 */
import { type Locale, locales, localizedPath } from "./locale";

export interface SitePage {
  /** Canonical path, with the required casing. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** Other paths that answer 301 to the canonical one (matched without regard to case). */
  aliases?: readonly string[];
  /** Relative priority for the sitemap. */
  priority: number;
  changefreq: "weekly" | "monthly" | "yearly";
}

export const sitePages = [
  { path: "/", file: "routes/home/route.tsx", priority: 1, changefreq: "weekly" },
  { path: "/services", file: "routes/services/route.tsx", priority: 0.9, changefreq: "monthly" },
  {
    path: "/services/website-development",
    file: "routes/services/website-development.tsx",
    aliases: ["/website-development"],
    priority: 0.9,
    changefreq: "monthly",
  },
  {
    path: "/services/app-development",
    file: "routes/services/app-development.tsx",
    aliases: ["/app-development"],
    priority: 0.9,
    changefreq: "monthly",
  },
  {
    path: "/services/graphic-designing",
    file: "routes/services/graphic-designing.tsx",
    aliases: ["/graphic-designing"],
    priority: 0.9,
    changefreq: "monthly",
  },
  {
    path: "/services/digital-marketing",
    file: "routes/services/digital-marketing.tsx",
    aliases: ["/digital-marketing"],
    priority: 0.9,
    changefreq: "monthly",
  },
  { path: "/work", file: "routes/work/route.tsx", priority: 0.8, changefreq: "monthly" },
  { path: "/pricing", file: "routes/pricing/route.tsx", priority: 0.9, changefreq: "monthly" },
  {
    path: "/internship",
    file: "routes/internship/route.tsx",
    priority: 0.8,
    changefreq: "monthly",
  },
  { path: "/career", file: "routes/career/route.tsx", priority: 0.6, changefreq: "monthly" },
  { path: "/aboutUs", file: "routes/about/route.tsx", priority: 0.7, changefreq: "yearly" },
  { path: "/contact-us", file: "routes/contact/route.tsx", priority: 0.8, changefreq: "yearly" },
  {
    path: "/terms-and-conditions",
    file: "routes/policy/terms.tsx",
    priority: 0.3,
    changefreq: "yearly",
  },
  {
    path: "/Cancellation-and-Refund",
    file: "routes/policy/cancellation.tsx",
    priority: 0.3,
    changefreq: "yearly",
  },
  {
    path: "/Shipping-and-Delivery",
    file: "routes/policy/shipping.tsx",
    priority: 0.3,
    changefreq: "yearly",
  },
  {
    path: "/privacy-policy",
    file: "routes/policy/privacy.tsx",
    priority: 0.3,
    changefreq: "yearly",
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];

/** A menu entry: a page of the table, the external blog, or the header's services dropdown. */
export type MenuEntry = SitePath | "blog" | "services-menu";

/**
 * The menus, in the order they show; each entry's words are in the content layer
 * (app/content/shell/en.json). The main menu's Internship opens in a new tab, as the brief
 * asks; "services-menu" is the dropdown of the services pages.
 */
export const menus = {
  main: [
    "/",
    "/aboutUs",
    "/work",
    "services-menu",
    "/pricing",
    "blog",
    "/internship",
    "/career",
    "/contact-us",
  ],
  services: [
    "/services/website-development",
    "/services/app-development",
    "/services/graphic-designing",
    "/services/digital-marketing",
    "/services",
  ],
  footerQuickLinks: [
    "/",
    "/aboutUs",
    "/work",
    "/pricing",
    "/internship",
    "/career",
    "/contact-us",
    "blog",
  ],
  footerPolicies: [
    "/terms-and-conditions",
    "/privacy-policy",
    "/Cancellation-and-Refund",
    "/Shipping-and-Delivery",
  ],
} as const satisfies Record<string, readonly MenuEntry[]>;

/** Menu entries that open in a new tab in the main menu (the brief's Internship link). */
export const opensInNewTab: ReadonlySet<MenuEntry> = new Set(["blog", "/internship"]);

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

/** The English paths of the same-page aliases, with the route id each is served under. */
export const aliasRoutes = [{ path: "/paid-internship", id: "paid-internship" }] as const;

/**
 * What the site-wide dialogs hold (the contact popup's form and links, the announcement), the
 * same on every page of a language (app/routes/site-dialogs.ts): fetched by the page script when
 * a visitor is about to open one, not carried by every page.
 */
export const siteDialogsPath = "/dialogs.json";

/** Files generated from the content layer at build time (resource routes in app/routes). */
export const prerenderedFiles = [
  "/site.webmanifest",
  siteDialogsPath,
  `/hi${siteDialogsPath}`,
] as const;

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
