import { localeInfo, locales, localizedPath } from "~/base/locale";
import { localizedPages } from "~/base/site-routes";
import { absoluteUrl } from "~/lib/pages/page-head.server";
import type { Route } from "./+types/sitemap";

/**
 * sitemap.xml, generated from the route list (app/base/site-routes.ts): every page in both
 * languages, each with its alternates (hreflang) so search engines pair the twins, and the date
 * its words last changed (a publish of a topic it reads, or the build) once the server knows it.
 */
export function loader({ context }: Route.LoaderArgs) {
  const alternates = (basePath: string) =>
    [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${localeInfo[locale].hreflang}" href="${absoluteUrl(localizedPath(basePath, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(basePath)}"/>`,
    ].join("");
  const lastmod = (path: string) => {
    const date = context.pageDate?.(path);
    return date === undefined
      ? ""
      : `<lastmod>${new Date(date).toISOString().slice(0, 10)}</lastmod>`;
  };
  const urls = localizedPages
    .map(
      (page) =>
        `  <url><loc>${absoluteUrl(page.path)}</loc>${alternates(page.basePath)}${lastmod(page.path)}<changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
