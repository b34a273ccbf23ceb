import { useLocation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { basePath, localeOfPath } from "~/lib/locale";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "~/lib/structured-data/site";

/**
 * The agency and the website on the home page; a breadcrumb trail on every inner page. In the
 * language of the page.
 */
export function SiteStructuredData() {
  const { pathname } = useLocation();
  if (basePath(pathname) === "/") {
    const locale = localeOfPath(pathname);
    return <JsonLd data={[organizationJsonLd(locale), websiteJsonLd(locale)]} />;
  }
  const crumbs = breadcrumbJsonLd(pathname);
  return crumbs ? <JsonLd data={crumbs} /> : null;
}
