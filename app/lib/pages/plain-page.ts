/**
 * The small standalone pages the server answers when no React page can (a form posted without
 * JavaScript to /contactform.php, a message over the size limit, a refused post): readable on a
 * phone, in the language given, light or dark as the phone is. Callers escape what they insert.
 */
import { type Locale, localeInfo } from "~/base/locale";

const style =
  "body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0f172a;background:#fff}h1{font-size:1.5rem}a{color:#3730a3}@media (prefers-color-scheme:dark){body{color:#e6e9f2;background:#0b1020}a{color:#a5b4fc}}";

export function plainPage({
  title,
  heading = title,
  body,
  locale,
}: {
  /** The document title (escaped). */
  title: string;
  /** The page's h1 (escaped); the title by default. */
  heading?: string;
  /** HTML after the heading. */
  body: string;
  locale: Locale;
}): string {
  return `<!doctype html><html lang="${localeInfo[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${title}</title><style>${style}</style></head><body><h1>${heading}</h1>${body}</body></html>`;
}
