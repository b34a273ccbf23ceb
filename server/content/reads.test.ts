/**
 * What a render read and whether a publish touches it (server/content/reads.ts), on the shipped
 * words with one edit each: a derived value (a price inside an FAQ answer) is a change where it
 * shows and nowhere else; a Hindi-only word touches Hindi readers only; an item leaving a list
 * touches whoever went through the list; a copy made by spreading keeps recording.
 */
import { describe, expect, it } from "vitest";
import {
  buildContent,
  type ContentDocuments,
  shippedDocuments,
} from "../../app/content/engine/content";
import { type ChangedField, changedFields, ReadSet, trackedContent } from "./reads";

const shipped = buildContent(shippedDocuments(), 0);

/** The shipped words with `edit` applied to a copy of the documents. */
// biome-ignore lint/suspicious/noExplicitAny: edits reach into documents of every shape
function edited(edit: (documents: any) => void) {
  const documents = structuredClone(shippedDocuments()) as ContentDocuments;
  edit(documents);
  return changedFields(shipped, buildContent(documents, 1));
}

/** The fields `read` reads of the shipped words, and whether any of `changes` touches them. */
function touches(changes: ChangedField[], read: (content: typeof shipped) => unknown): boolean {
  const reads = new ReadSet();
  read(trackedContent(shipped, reads));
  return changes.some((change) => reads.touchedBy(change));
}

describe("changed fields and the readers they touch", () => {
  it("a price is a change of the entries that show it, in both languages, not of the site's facts", () => {
    const changes = edited((d) => {
      const logo = d.pricing.facts.graphicPrices.find(
        (p: { id: string }) => p.id === "logo-design",
      );
      logo.price = 1299;
    });
    const fields = changes.map((change) => `${change.locale}.${change.path.join(".")}`);
    expect(fields).toContain("en.home.faqs.project-sizes.answer.0");
    expect(fields).toContain("hi.home.faqs.project-sizes.answer.0");
    expect(fields.some((field) => field.includes("siteFacts"))).toBe(false);
    const answer = (id: string) => (content: typeof shipped) =>
      content
        .dictionary("en")
        .home.faqs.find((faq) => faq.id === id)
        ?.answer.join(" ");
    expect(touches(changes, answer("project-sizes"))).toBe(true);
    expect(touches(changes, answer("hosting"))).toBe(false);
    expect(touches(changes, (content) => content.dictionary("en").siteFacts.phoneMobile)).toBe(
      false,
    );
  });

  it("a Hindi-only word touches the Hindi readers, not the English", () => {
    const changes = edited((d) => {
      d.shell.hi.contactLabels.callLabel += "ें";
    });
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.locale === "hi")).toBe(true);
    const label = (locale: "en" | "hi") => (content: typeof shipped) =>
      content.dictionary(locale).sections.contactLabels.callLabel;
    expect(touches(changes, label("hi"))).toBe(true);
    expect(touches(changes, label("en"))).toBe(false);
  });

  it("an item leaving a list touches whoever went through the list, not a reader of one item's text", () => {
    const changes = edited((d) => {
      d.home.facts.faqs = d.home.facts.faqs.filter((faq: { id: string }) => faq.id !== "hosting");
    });
    expect(changes.some((change) => change.shape)).toBe(true);
    const questions = (content: typeof shipped) =>
      content
        .dictionary("en")
        .home.faqs.map((faq) => faq.question)
        .join();
    expect(touches(changes, questions)).toBe(true);
    // The first item read by position: what sits there depends on the list.
    expect(touches(changes, (content) => content.dictionary("en").home.faqs[0]?.question)).toBe(
      true,
    );
    expect(touches(changes, (content) => content.dictionary("en").siteFacts.brandName)).toBe(false);
  });

  it("a copy made by spreading or JSON goes on recording what is read from it", () => {
    const changes = edited((d) => {
      d.site.facts.phoneMobile = "+91 98110 24680";
    });
    expect(
      touches(changes, (content) => ({ ...content.dictionary("en").siteFacts }).phoneMobile),
    ).toBe(true);
    expect(touches(changes, (content) => JSON.stringify(content.dictionary("en").siteFacts))).toBe(
      true,
    );
    expect(touches(changes, (content) => content.dictionary("en").siteFacts.brandName)).toBe(false);
  });
});
