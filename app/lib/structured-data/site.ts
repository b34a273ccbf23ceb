/**
 * Every JSON-LD object of the site is built in this folder from the content layer (its own few
 * words are in app/content/structured-data.ts and its Hindi twin); pages only call a builder with
 * their language and hand the result to <JsonLd> (components/json-ld.tsx). Text is in the page's
 * language and urls point at the page's own language version. One file per page that carries its own, so a page's
 * bundle holds only the content its JSON-LD describes:
 * - site.ts (this file): the agency (ProfessionalService with contact points and social
 *   profiles), the WebSite, and a BreadcrumbList for inner pages (layout/site-structured-data.tsx);
 * - home.ts: the home page's FAQPage;
 * - pricing.ts: the /pricing OfferCatalog;
 * - internship.ts: the /internship Courses.
 */
import type { BreadcrumbList, ProfessionalService, WebSite, WithContext } from "schema-dts";
import { openingHoursSchemaOrg } from "~/content/format";
import * as pagesHi from "~/content/hi/pages";
import * as siteHi from "~/content/hi/site";
import * as sdHi from "~/content/hi/structured-data";
import * as pagesEn from "~/content/pages";
import { site } from "~/content/site";
import * as sdEn from "~/content/structured-data";
import {
  basePath,
  type Locale,
  localeInfo,
  localeOfPath,
  localizedPath,
  pickLocale,
} from "../locale";
import { absoluteUrl } from "../seo";
import { canonicalPathFor, type SitePath } from "../site-routes";

/** The home page of `locale`, where the agency and the website are described. */
const homeUrl = (locale: Locale) => absoluteUrl(localizedPath("/", locale));

export function organizationJsonLd(locale: Locale): WithContext<ProfessionalService> {
  const { structuredDataCopy: copy } = pickLocale({ en: sdEn, hi: sdHi }, locale);
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${homeUrl(locale)}#organization`,
    name: site.brandName,
    legalName: site.legalName,
    description: pickLocale({ en: site, hi: siteHi.site }, locale).description,
    url: homeUrl(locale),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    foundingDate: String(site.foundedYear),
    email: site.emails.hello,
    telephone: site.phoneDesktop.e164,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "Country", name: copy.country },
    openingHours: openingHoursSchemaOrg(site.hours),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: site.phoneDesktop.e164,
        email: site.emails.hello,
        areaServed: "IN",
        availableLanguage: ["en", "hi"],
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: site.phoneMobile.e164,
        areaServed: "IN",
        availableLanguage: ["en", "hi"],
      },
    ],
    sameAs: site.social.map((profile) => profile.url),
  };
}

export function websiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${homeUrl(locale)}#website`,
    name: site.brandName,
    url: homeUrl(locale),
    inLanguage: localeInfo[locale].htmlLang,
    publisher: { "@id": `${homeUrl(locale)}#organization` },
  };
}

/**
 * Home › (Services ›) Page, for every listed inner page in the language of its path; null for
 * home and unknown paths.
 */
export function breadcrumbJsonLd(pathname: string): WithContext<BreadcrumbList> | null {
  const locale = localeOfPath(pathname);
  const path = basePath(canonicalPathFor(pathname)) as SitePath;
  const { pages } = pickLocale({ en: pagesEn, hi: pagesHi }, locale);
  const { structuredDataCopy: copy } = pickLocale({ en: sdEn, hi: sdHi }, locale);
  if (path === "/" || !(path in pages)) return null;
  const trail: { name: string; path: string }[] = [{ name: copy.breadcrumbHome, path: "/" }];
  if (path.startsWith("/services/"))
    trail.push({ name: pages["/services"].title, path: "/services" });
  trail.push({ name: pages[path].title, path });
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizedPath(item.path, locale)),
    })),
  };
}
