/**
 * React Router's Link and NavLink, keeping the visitor in their language: a site page's path
 * ("/pricing") opens its twin in the current page's language ("/hi/pricing" on a Hindi page).
 * Use these for every internal link of the public site; paths without a twin (the staff inbox,
 * files, APIs) are left as they are.
 */
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from "react-router";
import { basePath, type Locale, localizedPath } from "~/base/locale";
import { samePageAliases, sitePages } from "~/base/site-routes";
import { useLocale } from "~/lib/site-copy";

const pathsWithTwin = new Set<string>([
  ...sitePages.map((page) => page.path),
  ...Object.keys(samePageAliases).filter((alias) => !alias.startsWith("/hi")),
]);

/** `href` in `locale` when it is a site page's path (any ?query or #hash kept); else unchanged. */
export function localizeHref(href: string, locale: Locale): string {
  const match = /^(\/[^?#]*)(.*)$/s.exec(href);
  if (!match || href.startsWith("//")) return href;
  const [, path = "/", rest = ""] = match;
  const base = basePath(path);
  if (!pathsWithTwin.has(base)) return href;
  return `${localizedPath(base, locale)}${rest}`;
}

function localizeTo(to: To, locale: Locale): To {
  if (typeof to === "string") return localizeHref(to, locale);
  return to.pathname ? { ...to, pathname: localizeHref(to.pathname, locale) } : to;
}

/** A function that localises a site path for the current page's language. */
export function useLocalizeHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(href, locale);
}

export function Link({ to, ...rest }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLocale())} {...rest} />;
}

export function NavLink({ to, ...rest }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useLocale())} {...rest} />;
}
