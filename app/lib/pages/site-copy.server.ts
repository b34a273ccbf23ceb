/** Builds the layout's copy (app/lib/pages/site-copy.ts) for one language, from the content layer. */

import type { AppLoadContext } from "react-router";
import { type Locale, requestLocale } from "~/base/locale";
import { type MenuEntry, menus, opensInNewTab } from "~/base/site-routes";
import type { Content } from "~/content/engine/content";
import { isAdminPath } from "../../base/admin-path";
import { leadFormClientCopy } from "../leads/lead-form-copy.server";
import { liveContent } from "./live-content.server";
import { siteUrl } from "./page-head.server";
import type { MenuLink, RootData, SiteCopy } from "./site-copy";

export function siteCopy(content: Content, locale: Locale): SiteCopy {
  const copy = content.dictionary(locale);
  const site = copy.siteFacts;
  const serviceTitle = new Map(
    copy.services.services.map((service) => [service.goToLink, service.title]),
  );
  const link = (entry: MenuEntry, { newTab = false, footer = false } = {}): MenuLink => {
    if (entry === "blog")
      return { label: copy.navigation.labels.blog, href: site.blogUrl, external: true };
    const label =
      serviceTitle.get(entry) ??
      (footer ? copy.navigation.footerLabels[entry] : undefined) ??
      copy.navigation.labels[entry as keyof typeof copy.navigation.labels];
    return { label, href: entry, external: newTab && opensInNewTab.has(entry) };
  };
  const serviceLinks = menus.services.filter((entry) => entry !== "/services").map((e) => link(e));
  const dropdown = menus.main.indexOf("services-menu");
  return {
    locale,
    contact: {
      phoneMobile: site.phoneMobile,
      phoneDesktop: site.phoneDesktop,
      phoneLabels: copy.site.phoneLabels,
      email: site.emails.hello,
      chat: { label: copy.site.chatLabel, url: site.chatUrl },
      social: site.social.map(({ network, url }) => ({ network, url })),
      officeHours: copy.site.officeHours,
    },
    ui: copy.ui,
    menus: {
      main: {
        before: menus.main.slice(0, dropdown).map((entry) => link(entry, { newTab: true })),
        after: menus.main.slice(dropdown + 1).map((entry) => link(entry, { newTab: true })),
      },
      services: {
        label: copy.navigation.labels["services-menu"],
        links: serviceLinks,
        all: link("/services"),
      },
      footerServices: serviceLinks,
      footerQuickLinks: menus.footerQuickLinks.map((entry) => link(entry, { footer: true })),
      footerPolicies: menus.footerPolicies.map((entry) => link(entry, { footer: true })),
    },
    theme: copy.theme,
    carousel: copy.carousel,
    dialogs: { leadForm: leadFormClientCopy(copy.forms.leadFormCopy), promo: copy.promo },
  };
}

function brandOf(content: Content): RootData["brand"] {
  const site = content.dictionary("en").siteFacts;
  return {
    name: site.brandName,
    shortName: site.shortName,
    rest: site.brandName.slice(site.shortName.length).trim(),
  };
}

/**
 * The root route's data for a request: its language, decided once from the path, the brand and
 * the layout's copy in that language; the staff pages (English only, their own layout) get the
 * brand and no site copy (the root adds their error page's words, app/root.tsx).
 */
export function rootData(request: Request, context: AppLoadContext): RootData {
  const content = liveContent(context);
  const brand = brandOf(content);
  if (isAdminPath(new URL(request.url).pathname))
    return { locale: "en", siteUrl: siteUrl(), brand, site: null };
  const locale = requestLocale(request);
  return {
    locale,
    siteUrl: siteUrl(),
    brand,
    site: siteCopy(content, locale),
  };
}
