/**
 * Where a draft changes a page, in the words editor's preview (issue 53, deliverable 3). The
 * preview renders the page with every text the draft changes wrapped in two private-use
 * characters (server/content/preview-marks.ts); `outlineChanges` turns each pair in the page's
 * text into an outlined <mark> and drops them everywhere else (attributes, the head, scripts),
 * names the first one so the frame opens on it (`#first-change`), and hides what would cover the
 * page in a preview: the floating buttons and the dialogs.
 */

export const CHANGE_START = "\uE000";
export const CHANGE_END = "\uE001";
/** The fragment the preview's frame opens at. */
export const FIRST_CHANGE_ID = "first-change";

const markers = /\uE000|\uE001|%EE%80%80|%EE%80%81/gi;
/** Tags, and whole elements whose text is not shown as the page's words. */
const notText =
  /(<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>|<title\b[^>]*>[\s\S]*?<\/title>|<textarea\b[^>]*>[\s\S]*?<\/textarea>|<[^>]*>)/i;

const style = `<style>
mark[data-preview-change]{background:transparent;color:inherit;outline:3px solid #d97706;outline-offset:2px;border-radius:3px;scroll-margin-top:6rem}
[data-floating-widget],dialog{display:none!important}
</style>`;

/** `html` (a page rendered with marked changes) with each change outlined. */
export function outlineChanges(html: string): string {
  let first = true;
  const open = () => {
    const id = first ? ` id="${FIRST_CHANGE_ID}"` : "";
    first = false;
    return `<mark data-preview-change=""${id}>`;
  };
  const parts = html.split(notText);
  const outlined = parts.map((part, index) => {
    // split() with a capture group: the odd parts are the tags and elements matched.
    if (index % 2 === 1) return part.replace(markers, "");
    if (!part.includes(CHANGE_START) && !part.includes(CHANGE_END)) return part;
    // One text node each: a change a component split over several elements (a heading with a
    // highlighted word) is outlined piece by piece.
    let text = "";
    let inside = false;
    for (const char of part) {
      if (char === CHANGE_START) {
        if (!inside) text += open();
        inside = true;
      } else if (char === CHANGE_END) {
        if (inside) text += "</mark>";
        else text = `${open()}${text}</mark>`;
        inside = false;
      } else text += char;
    }
    return inside ? `${text}</mark>` : text;
  });
  return outlined.join("").replace("</head>", `${style}</head>`);
}
