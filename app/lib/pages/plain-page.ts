/**
 * The small standalone pages the server answers when no React page can (a form posted without
 * JavaScript to /contactform.php, a message over the size limit, a refused post): readable on a
 * phone, in the language given, light or dark as the phone is.
 *
 * Their words are editable, so nothing here takes markup as a string: the title and heading are
 * escaped here, and the body is `Html` built with app/base/html.ts's `html` template, which
 * escapes every value put into it. Each page carries its own Content-Security-Policy
 * (`plainPagePolicy`): nothing may load or run; its one <style> is allowed by its hash.
 */
import { createHash } from "node:crypto";
import { type Html, html, htmlString } from "~/base/html";
import { type Locale, localeInfo } from "~/base/locale";

const style =
  "body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0f172a;background:#fff}h1{font-size:1.5rem}a{color:#3730a3}@media (prefers-color-scheme:dark){body{color:#e6e9f2;background:#0b1020}a{color:#a5b4fc}}";

const styleHash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;

/**
 * The policy of every plain page: nothing loads, runs, posts or frames it; only its own
 * <style>. The words editor's preview shows its messages in its frame (`frameable`).
 */
export function plainPagePolicy(options: { frameable?: boolean } = {}): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${options.frameable ? "'self'" : "'none'"}`,
  ].join("; ");
}

export function plainPage({
  title,
  heading = title,
  body,
  locale,
}: {
  /** The document title: text, escaped here. */
  title: string;
  /** The page's h1: text, escaped here; the title by default. */
  heading?: string;
  /** What follows the heading, built with `html` (every value in it escaped). */
  body: Html;
  locale: Locale;
}): string {
  const lang = localeInfo[locale].htmlLang;
  // The style sheet is this module's constant, written as it is (its hash is of exactly it).
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">${htmlString(html`<title>${title}</title>`)}<style>${style}</style></head><body>${htmlString(html`<h1>${heading}</h1>${body}`)}</body></html>`;
}

/**
 * A plain page as a fetch Response (routes): HTML, never stored, with the plain page policy.
 */
export function plainPageResponse(
  page: string,
  init: { status: number; headers?: Record<string, string>; frameable?: boolean },
): Response {
  return new Response(page, {
    status: init.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": plainPagePolicy({ frameable: init.frameable }),
      ...init.headers,
    },
  });
}
