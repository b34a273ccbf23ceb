/**
 * Site-wide structured data: the agency (ProfessionalService with contact points and social
 * profiles), the WebSite, and a BreadcrumbList for inner pages. Built from the content layer.
 */
import type { BreadcrumbList, ProfessionalService, WebSite, WithContext } from "schema-dts";
import { openingHoursSchemaOrg } from "~/content/format";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { absoluteUrl } from "./seo";
import { canonicalPathFor, type SitePath } from "./site-routes";

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
    areaServed: { "@type": "Country", name: "India" },
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
  const trail: { name: string; path: string }[] = [{ name: "Home", path: "/" }];
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
