/**
 * HTML written outside React (the plain pages of app/lib/pages/plain-page.ts, the JSON-LD
 * scripts) is built here, so that a word an editor typed is always text: `html` is a tagged
 * template whose every inserted value is escaped unless it is itself `Html` built the same way,
 * and `Html` can only be made by this module. A caller cannot hand a raw string in as markup.
 */

/** Text made safe to put inside HTML, in an element's text or in a quoted attribute. */
export const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const markup: unique symbol = Symbol("html");

/** A piece of HTML whose inserted values were all escaped (made only by `html`). */
export interface Html {
  readonly [markup]: string;
}

/** What `html` accepts between its parts: text (escaped), built HTML, or a list of either. */
export type HtmlValue = Html | string | number | readonly HtmlValue[];

function isHtml(value: unknown): value is Html {
  return typeof value === "object" && value !== null && markup in value;
}

function written(value: HtmlValue): string {
  if (isHtml(value)) return value[markup];
  if (Array.isArray(value)) return value.map(written).join("");
  return escapeHtml(value as string | number);
}

/**
 * HTML from a template whose inserted values are escaped:
 * html`<p>${words}</p>` never lets `words` become markup. Insert only into element text or a
 * double-quoted attribute; a URL attribute takes `safeHref`.
 */
export function html(parts: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = parts[0] ?? "";
  values.forEach((value, i) => {
    out += written(value) + (parts[i + 1] ?? "");
  });
  return { [markup]: out };
}

/** The markup of built HTML, to send. */
export function htmlString(value: Html): string {
  return value[markup];
}

/**
 * A link target for an href: a path on this site ("/contact-us", not "//host") or an
 * http(s), mailto: or tel: URL. Anything else (javascript:, data:, vbscript:, a scheme hidden
 * behind control characters or entities) gives "#", so it can never run as script.
 */
export function safeHref(value: string): string {
  return isSafeLink(value) ? value : "#";
}

/** Whether `value` may be a link target (see `safeHref`). */
export function isSafeLink(value: string): boolean {
  const trimmed = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
  if (trimmed !== value || /[\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (value.startsWith("#") || value.startsWith("?")) return true;
  return /^(?:https?:\/\/[^/?#]|mailto:|tel:)/i.test(value);
}

/**
 * JSON inside a <script> element: `<`, `>`, `&` and the line separators U+2028/U+2029 are
 * written as \u escapes (the same JSON to a parser), so no value can close the script
 * ("</script>") or open a comment in it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
