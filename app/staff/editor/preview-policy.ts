/**
 * The policy of the words editor's preview (app/staff/pages/content/preview.ts): a page with a
 * draft's words, so untrusted. `sandbox` without allow-same-origin or allow-scripts gives it an
 * opaque origin (it can read no cookie and reach nothing of /admin as the signed-in person),
 * and no script runs in it: the page is shown as the server rendered it. Styles, images and
 * fonts load from this site; only this site's pages may frame it.
 */
export function previewSecurityPolicy(
  upgradeInsecure: boolean,
  /** The site's origin, named as well as 'self': the sandboxed document's own origin is opaque. */
  origin: string,
): string {
  const site = `'self' ${origin}`;
  const directives = [
    "default-src 'none'",
    `style-src ${site} 'unsafe-inline'`,
    `img-src ${site} data:`,
    `font-src ${site}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "sandbox",
  ];
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
