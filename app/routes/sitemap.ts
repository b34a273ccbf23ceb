import { absoluteUrl } from "~/lib/seo";
import { type SitePage, sitePages } from "~/lib/site-routes";

/** sitemap.xml, generated from the route list (app/lib/site-routes.ts). */
export function loader() {
  const urls = (sitePages as readonly SitePage[])
    .map(
      (page) =>
        `  <url><loc>${absoluteUrl(page.path)}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
