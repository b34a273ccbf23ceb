/**
 * Every JSON-LD object of the site is built in this folder from the content layer (its own few
 * words are in app/content/structured-data.ts); pages only call a builder and hand the result to
 * <JsonLd> (components/json-ld.tsx). One file per page that carries its own, so a page's
 * bundle holds only the content its JSON-LD describes:
 * - site.ts (this file): the agency (ProfessionalService with contact points and social
 *   profiles), the WebSite, and a BreadcrumbList for inner pages (layout/site-structured-data.tsx);
 * - home.ts: the home page's FAQPage;
 * - pricing.ts: the /pricing OfferCatalog;
 * - internship.ts: the /internship Courses.
 */
import type { BreadcrumbList, ProfessionalService, WebSite, WithContext } from "schema-dts";
import { openingHoursSchemaOrg } from "~/content/format";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { structuredDataCopy as copy } from "~/content/structured-data";
import { absoluteUrl } from "../seo";
import { canonicalPathFor, type SitePath } from "../site-routes";

export function organizationJsonLd(): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.brandName,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl("/"),
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

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${absoluteUrl("/")}#website`,
    name: site.brandName,
    url: absoluteUrl("/"),
    inLanguage: "en-IN",
    publisher: { "@id": `${absoluteUrl("/")}#organization` },
  };
}

/** Home › (Services ›) Page, for every listed inner page; null for home and unknown paths. */
export function breadcrumbJsonLd(pathname: string): WithContext<BreadcrumbList> | null {
  const path = canonicalPathFor(pathname) as SitePath;
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
      item: absoluteUrl(item.path),
    })),
  };
}
