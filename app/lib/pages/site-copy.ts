/**
 * What the layout around every page says and shows, in the page's language: the root route's
 * loader builds it once per request (app/lib/pages/site-copy.server.ts) and every component of the
 * layout reads it from here. Pages get their own copy from their loader.
 */
import { useRouteLoaderData } from "react-router";
import type { Phone } from "~/base/format";
import type { Locale } from "~/base/locale";
import type { LeadFormClientCopy } from "~/content/forms/schema";
import type { CarouselCopy, PromoCopy, ThemeSwitchCopy, UiCopy } from "~/content/shell";

export interface MenuLink {
  label: string;
  /** A site path (the Link component puts it in the page's language) or an external URL. */
  href: string;
  /** Opens in a new tab. */
  external: boolean;
}

export interface SiteCopy {
  locale: Locale;
  contact: {
    phoneMobile: Phone;
    phoneDesktop: Phone;
    /** What each number is for ("Mobile and WhatsApp", "Office"), where both are shown. */
    phoneLabels: { mobile: string; desktop: string };
    email: string;
    chat: { label: string; url: string };
    social: { network: "Instagram" | "LinkedIn" | "Facebook"; url: string }[];
    officeHours: string;
  };
  ui: UiCopy;
  menus: {
    /** The main menu, on either side of the services dropdown. */
    main: { before: MenuLink[]; after: MenuLink[] };
    /** The header's services dropdown: its label, the service pages, then all services. */
    services: { label: string; links: MenuLink[]; all: MenuLink };
    footerServices: MenuLink[];
    footerQuickLinks: MenuLink[];
    footerPolicies: MenuLink[];
  };
  theme: ThemeSwitchCopy;
  /** The controls of every carousel (app/components/sections/carousel.tsx). */
  carousel: CarouselCopy;
  /** The dialogs every page carries: the contact popup's form and the announcement. */
  dialogs: { leadForm: LeadFormClientCopy; promo: PromoCopy };
}

/**
 * The root route's data: the language, the brand and the site copy; on the staff inbox (English
 * only, with its own layout) no site copy, only the words of its error page.
 */
export interface RootData {
  locale: Locale;
  /** The site's public origin (SITE_URL), for canonical and Open Graph links. */
  siteUrl: string;
  /** The brand's names, the same in every language and on every path (the logo's word mark). */
  brand: {
    name: string;
    /** The word mark: the short name, then the rest of the name (dropped on tiny screens). */
    shortName: string;
    rest: string;
  };
  /** The layout's copy; null on the staff pages. */
  site: SiteCopy | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The layout's copy in the page's language. */
export function useSiteCopy(): SiteCopy {
  const site = useRootData()?.site;
  if (!site) throw new Error("useSiteCopy: the root loader gave no site copy for this page");
  return site;
}

/** The language of the page being shown, as the root loader decided it from the request. */
export function useLocale(): Locale {
  return useRootData()?.locale ?? "en";
}
