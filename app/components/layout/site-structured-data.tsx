import { useLocation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "~/lib/structured-data/site";

/** The agency and the website on the home page; a breadcrumb trail on every inner page. */
export function SiteStructuredData() {
  const { pathname } = useLocation();
  if (pathname === "/") return <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />;
  const crumbs = breadcrumbJsonLd(pathname);
  return crumbs ? <JsonLd data={crumbs} /> : null;
}
