/**
 * Links of the public site, keeping the visitor in their language: a site page's path
 * ("/pricing") opens its twin in the current page's language ("/hi/pricing" on a Hindi page).
 * Use these for every internal link of the public site; paths without a twin (the staff inbox,
 * files, APIs) are left as they are. Moving between public pages is a normal page load, made
 * instant by Speculation Rules (app/lib/pages/page-scripts.server.ts); these render plain <a>s.
 */
import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";
import { basePath, type Locale, localizedPath } from "~/base/locale";
import { samePageAliases, sitePages } from "~/base/site-routes";
import { useLocale } from "~/lib/pages/site-copy";

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

/** A function that localises a site path for the current page's language. */
export function useLocalizeHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(href, locale);
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A site path ("/pricing"), put in the page's language. */
  to: string;
}

export function Link({ to, ...rest }: LinkProps) {
  return <a href={localizeHref(to, useLocale())} {...rest} />;
}

interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Classes, given whether the link is the page being shown. */
  className: (state: { isActive: boolean }) => string;
}

/** A menu link that knows whether it leads to the page being shown (aria-current="page"). */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const locale = useLocale();
  const href = localizeHref(to, locale);
  const isActive = useLocation().pathname.toLowerCase() === href.toLowerCase();
  return (
    <a
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={className({ isActive })}
      {...rest}
    />
  );
}
