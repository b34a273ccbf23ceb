/**
 * The words editor's preview against the built pages (issue 53, deliverable 3): it opens on the
 * pages that show what a draft changes (learnt from what each page reads), and outlines each
 * changed text in them, in both languages, leaving no marker anywhere else.
 */
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "../../app/base/site-routes";
import { buildContent, shippedContent, shippedDocuments } from "../../app/content/engine/content";
import { outlineChanges } from "../../app/staff/editor/preview-marks";
import { createPageRenderer, type PageRenderer } from "../../server/content/pages";
import { markedContent } from "../../server/content/preview-marks";
import { changedFields } from "../../server/content/reads";
import { createLogger } from "../../server/log";
import { requireBuild } from "../support/processes";
import { decodeEntities } from "./helpers";

const NEW_HINDI = "लोगो डिज़ाइन: दो बदलावों के साथ, प्रिंट और वेब दोनों के लिए तैयार।";

describe("the words editor's preview of a draft", () => {
  let renderer: PageRenderer;
  const shipped = shippedContent();

  beforeAll(async () => {
    const build = (await import(pathToFileURL(requireBuild()).href)) as ServerBuild;
    renderer = createPageRenderer({
      build,
      paths: prerenderPaths({ liveBlogFeed: false }),
      logger: createLogger("silent"),
    });
    await renderer.learnTopics(shipped);
  }, 120_000);

  /** The shipped words with the pricing topic changed as a draft would change it. */
  function drafted() {
    const documents = structuredClone(shippedDocuments());
    const logo = (part: "en" | "hi") =>
      documents.pricing[part].graphic["logo-design"] as { description: string };
    logo("hi").description = NEW_HINDI;
    logo("en").description = "A logo with two rounds of changes, ready for print and the web.";
    return buildContent(documents, 1);
  }

  it("opens on the pages that show the change, in both languages, and no other", () => {
    const changes = changedFields(shipped, drafted());
    const showing = renderer.pagesShowing(changes);
    expect(showing).toEqual(expect.arrayContaining(["/pricing", "/hi/pricing"]));
    for (const page of ["/privacy-policy", "/hi/privacy-policy", "/career", "/contact-us"])
      expect(showing, page).not.toContain(page);
    expect(renderer.pagesShowing([])).toEqual([]);
  });

  it("outlines each changed text on the page, names the first, and leaves no marker elsewhere", async () => {
    const draft = drafted();
    const changes = changedFields(shipped, draft);
    for (const [path, words] of [
      ["/pricing", "A logo with two rounds of changes, ready for print and the web."],
      ["/hi/pricing", NEW_HINDI],
    ] as const) {
      const { html } = await renderer.preview(markedContent(draft, changes), path);
      const page = decodeEntities(outlineChanges(html));
      expect(page, path).toContain(
        `<mark data-preview-change="" id="first-change">${words}</mark>`,
      );
      expect(page, path).not.toMatch(/\uE000|\uE001|%EE%80%8[01]/i);
      // Only the change is outlined.
      expect(page.match(/<mark data-preview-change/g), path).toHaveLength(1);
    }
    // Words the draft does not change are not marked, on a page that shows none of it.
    const { html } = await renderer.preview(markedContent(draft, changes), "/terms-and-conditions");
    expect(outlineChanges(html)).not.toContain("<mark");
  });
});
