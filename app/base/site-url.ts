/**
 * The site's origin when SITE_URL is not set: the local server on its port. The server's
 * environment check (server/env.ts) and the page head (page-head.server.ts) both use it, so they agree
 * without the server writing SITE_URL back into process.env.
 */
export function defaultSiteUrl(port: string | number | undefined): string {
  return `http://localhost:${port || 3000}`;
}
