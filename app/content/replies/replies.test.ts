/**
 * The reply templates as words: every template in both languages, with the slots the reply box
 * fills (app/staff/replies/fill.ts) and no other, checked at publish like every other word.
 */
import { describe, expect, it } from "vitest";
import { locales } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { shippedDocuments } from "../engine/content";
import { slotsIn } from "../engine/fields";
import { dictionary } from "../engine/shipped";
import { type RepliesWords, replySlots, replyTemplateIds } from "./schema";

const shipped = shippedDocuments();

describe("reply templates", () => {
  it("ship every template in both languages, using only the reply box's slots", () => {
    for (const locale of locales) {
      const { templates } = dictionary(locale).replies;
      expect(Object.keys(templates)).toEqual([...replyTemplateIds]);
      for (const id of replyTemplateIds) {
        const found = [...slotsIn(templates[id].subject), ...slotsIn(templates[id].body)];
        expect(found.every((slot) => (replySlots as readonly string[]).includes(slot))).toBe(true);
        expect(found).toContain("name");
      }
    }
    expect(dictionary("hi").replies.templates.quoteSent.body).toContain("{price}");
  });

  it("refuse at publish a slot the reply box does not fill, and a template left in English", () => {
    const documents = structuredClone(shipped);
    const hi = documents.replies.hi as RepliesWords;
    const en = documents.replies.en as RepliesWords;
    hi.templates.followUp.body = `${hi.templates.followUp.body} {phone}`;
    hi.templates.missedCall.body = en.templates.missedCall.body;
    en.templates.quoteSent.subject = "Your quote, {staffName} at {brand}";
    const found = checkContent(documents, shipped, undefined, ["replies"]).map(describeIssue);
    expect(found).toContain(
      "replies en.templates.quoteSent.subject: {brand} is not a slot here (slots: {name}, {service}, {staffName})",
    );
    expect(found).toContain(
      "replies hi.templates.followUp.body: {phone} is not a slot here (slots: {name}, {service}, {price}, {staffName})",
    );
    expect(found.some((issue) => issue.startsWith("replies hi.templates.missedCall.body:"))).toBe(
      true,
    );
  });
});
