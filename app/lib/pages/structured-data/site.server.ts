/**
 * Every JSON-LD object of the site is built in this folder, on the server, from the content
 * layer; a page's loader adds it to the page's head (app/lib/pages/page.server.ts). Text is in the
 * page's language and urls point at the page's own language version:
 * - site.server.ts (this file): the agency (ProfessionalService with contact points and social
 *   profiles) and the WebSite on the home page, a BreadcrumbList on inner pages;
 * - home.server.ts: the home page's FAQPage;
 * - pricing.server.ts: the /pricing OfferCatalog;
 * - internship.server.ts: the /internship Courses.
 */
import type { BreadcrumbList, ProfessionalService, WebSite, WithContext } from "schema-dts";
import { openingHoursSchemaOrg } from "~/base/format";
import { type Locale, localeInfo, localizedPath } from "~/base/locale";
import type { SitePath } from "~/base/site-routes";
import type { Dictionary } from "~/content/engine/content";
import { absoluteUrl } from "../page-head.server";

/** The home page of `locale`, where the agency and the website are described. */
const homeUrl = (locale: Locale) => absoluteUrl(localizedPath("/", locale));

export function organizationJsonLd(
  copy: Dictionary,
  locale: Locale,
): WithContext<ProfessionalService> {
  const site = copy.siteFacts;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${homeUrl(locale)}#organization`,
    name: site.brandName,
    legalName: site.legalName,
    description: copy.site.description,
    url: homeUrl(locale),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    foundingDate: String(site.foundedYear),
    email: site.emails.hello,
    telephone: site.phoneDesktop.e164,
    address: {
      "@type": "PostalAddress",
      // The place as the page's language writes it (the same as the postal address in English).
      addressLocality: copy.site.locality,
      addressRegion: copy.site.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "Country", name: copy.structuredData.country },
    openingHours: openingHoursSchemaOrg(site.hours),
    contactPoint: [
      // Each number under the name the pages give it; no language is claimed for either line
      // until the owner says which languages each is answered in (launch-check site.phone-labels).
      {
        "@type": "ContactPoint",
        name: copy.site.phoneLabels.mobile,
        contactType: "customer service",
        telephone: site.phoneMobile.e164,
        areaServed: "IN",
      },
      {
        "@type": "ContactPoint",
        name: copy.site.phoneLabels.desktop,
        contactType: "customer service",
        telephone: site.phoneDesktop.e164,
        email: site.emails.hello,
        areaServed: "IN",
      },
    ],
    sameAs: site.social.map((profile) => profile.url),
  };
}

export function websiteJsonLd(copy: Dictionary, locale: Locale): WithContext<WebSite> {
  const site = copy.siteFacts;
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

/** Home › (Services ›) Page, for an inner page of the page table in `locale`. */
export function breadcrumbJsonLd(
  copy: Dictionary,
  path: Exclude<SitePath, "/">,
  locale: Locale,
): WithContext<BreadcrumbList> {
  const { pages } = copy.pages;
  const trail: { name: string; path: string }[] = [
    { name: copy.structuredData.breadcrumbHome, path: "/" },
  ];
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

/** The site-wide JSON-LD of a page: the agency and the website on home, else the breadcrumbs. */
export function siteJsonLd(copy: Dictionary, path: SitePath, locale: Locale): object[] {
  return path === "/"
    ? [organizationJsonLd(copy, locale), websiteJsonLd(copy, locale)]
    : [breadcrumbJsonLd(copy, path, locale)];
}
