import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { locales } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";
import type { ContactWords } from "./schema";

const shipped = shippedDocuments();

describe("contact words (their schema is the whole rule)", () => {
  it("refuse a reply time typed in the place of its slot, and a fifth step", () => {
    const documents = structuredClone(shipped);
    const hi = documents.contact.hi as ContactWords;
    hi.formIntro = hi.formIntro.replace("{replyWithin}", "दो कामकाजी दिन");
    const en = documents.contact.en as ContactWords;
    const step = en.nextSteps[1] as ContactWords["nextSteps"][number];
    en.nextSteps.push(step, step);
    expect(checkContent(documents, shipped, undefined, ["contact"]).map(describeIssue)).toEqual([
      "contact en.nextSteps: Too big: expected array to have <=4 items",
      "contact hi.formIntro: keep {replyWithin}",
      "contact hi.nextSteps: has 3 items where the English has 5",
    ]);
  });
});

describe("contact as the page shows it", () => {
  it("writes the agency's reply time into the words, in the page's language", () => {
    for (const locale of locales) {
      const copy = dictionary(locale).contact.contact;
      const replyWithin = formatters[locale].workingDays(shipped.site.facts.replyDays);
      expect(copy.formIntro).toContain(replyWithin);
      expect(copy.blocks.email.text).toContain(replyWithin);
      expect(copy.nextSteps[0]?.title).toContain(replyWithin);
      expect(JSON.stringify(copy)).not.toMatch(/\{\w+\}/);
    }
    expect(dictionary("en").contact.contact.nextSteps[0]?.title).toBe(
      "We reply within one working day",
    );
    // A published reply time reaches the sentences.
    const documents = structuredClone(shipped);
    documents.site.facts.replyDays = 2;
    expect(buildContent(documents, 1).dictionary("hi").contact.contact.formIntro).toContain(
      "दो कामकाजी दिन",
    );
  });

  it("gives the studio's details of the agency's facts, its place names in the page's language", () => {
    const site = shipped.site.facts;
    expect(dictionary("en").contact.studio).toEqual({
      legalName: site.legalName,
      careersEmail: site.emails.careers,
      address: {
        locality: dictionary("en").site.locality,
        region: dictionary("en").site.region,
        postalCode: site.address.postalCode,
      },
    });
    expect(dictionary("hi").contact.studio.address).toEqual({
      locality: dictionary("hi").site.locality,
      region: dictionary("hi").site.region,
      postalCode: site.address.postalCode,
    });
  });
});
