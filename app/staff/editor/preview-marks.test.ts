import { describe, expect, it } from "vitest";
import { CHANGE_END, CHANGE_START, FIRST_CHANGE_ID, outlineChanges } from "./preview-marks";

const marked = (text: string) => `${CHANGE_START}${text}${CHANGE_END}`;
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("outlineChanges", () => {
  it("outlines a changed text, the first one named for the frame to open at", () => {
    const html = outlineChanges(page("", `<p>From ${marked("₹1,299")}</p><p>${marked("new")}</p>`));
    expect(html).toContain(
      `<p>From <mark data-preview-change="" id="${FIRST_CHANGE_ID}">₹1,299</mark></p>`,
    );
    expect(html).toContain('<p><mark data-preview-change="">new</mark></p>');
  });

  it("drops the markers where a text is no page words: attributes, the title, scripts, URLs", () => {
    const html = outlineChanges(
      page(
        `<title>${marked("Pricing")}</title><meta content="${marked("Pricing")}"/><script type="application/ld+json">{"name":"${marked("Agency")}"}</script>`,
        `<a href="/x?q=%EE%80%80text%EE%80%81" title="${marked("Call")}">ok</a><img alt="${marked("A photo")}"/>`,
      ),
    );
    expect(html).not.toMatch(/\uE000|\uE001|%EE%80%8[01]/i);
    expect(html).toContain("<title>Pricing</title>");
    expect(html).toContain('alt="A photo"');
    expect(html).toContain('href="/x?q=text"');
    expect(html).not.toContain("<mark");
  });

  it("outlines the pieces of a change a component split over several elements that hold a marker, and nothing past them", () => {
    // A split can lose a marker (a heading with a highlighted word, a text cut short): each text
    // node stands alone, so an outline never runs on into words the draft did not change.
    const html = outlineChanges(
      page(
        "",
        `<h1>${CHANGE_START}Simple, <em>honest</em> pricing${CHANGE_END}</h1><p>${CHANGE_START}cut short</p><p>untouched</p>`,
      ),
    );
    expect(html).toContain(
      `<h1><mark data-preview-change="" id="${FIRST_CHANGE_ID}">Simple, </mark><em>honest</em><mark data-preview-change=""> pricing</mark></h1>`,
    );
    expect(html).toContain('<p><mark data-preview-change="">cut short</mark></p><p>untouched</p>');
  });

  it("hides what would cover the page: the floating buttons and the dialogs", () => {
    const html = outlineChanges(page("", "<p>x</p>"));
    expect(html).toMatch(
      /<style>[^<]*\[data-floating-widget\],dialog\{display:none!important\}[^<]*<\/style><\/head>/,
    );
  });
});
