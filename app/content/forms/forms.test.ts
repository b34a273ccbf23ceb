/**
 * The forms topic's join: the limits of app/base/lead-fields.ts, the agency's reply time, number
 * and brand filled into the words of each language; what only the moment knows left as a slot.
 * What the files must hold (a label for every service, every message, each sentence's slots) is
 * the schema's, checked at publish.
 */
import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { leadLimits, leadServices } from "~/base/lead-fields";
import { fill } from "~/base/template";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";

const shipped = shippedDocuments();
const site = shipped.site.facts;

describe("lead form copy", () => {
  it("labels every service the popup offers, in its order, in both languages", () => {
    for (const locale of ["en", "hi"] as const)
      expect(Object.keys(dictionary(locale).forms.leadFormCopy.services)).toEqual([
        ...leadServices,
      ]);
  });

  it("writes the forms' limits into their messages, in each language's digits", () => {
    for (const locale of ["en", "hi"] as const) {
      const { messages } = dictionary(locale).forms.leadFormCopy;
      expect(messages.nameTooLong).toContain(String(leadLimits.nameMax));
      expect(messages.phoneInvalid).toContain(String(leadLimits.phoneDigitsMin));
      expect(messages.phoneInvalid).toContain(String(leadLimits.phoneDigitsMax));
      expect(messages.msgTooLong).toContain(formatters[locale].number(leadLimits.messageMax));
      for (const message of Object.values(messages)) expect(message).not.toMatch(/\{\w+\}/);
    }
  });

  it("promises the agency's reply time and gives its number, from the site's facts", () => {
    for (const locale of ["en", "hi"] as const) {
      const { success, legacyPage } = dictionary(locale).forms.leadFormCopy;
      const replyTime = formatters[locale].workingDays(site.replyDays);
      expect(success.contact.body).toContain(replyTime);
      expect(success.popup.body).toContain(replyTime);
      expect(legacyPage.sentBody).toContain(replyTime);
      expect(legacyPage.sentBody).toContain(site.phoneMobile);
      expect(fill(legacyPage.documentTitle, { title: "X" })).toBe(`X – ${site.brandName}`);
    }
    const documents = structuredClone(shipped);
    documents.site.facts.replyDays = 2;
    const published = buildContent(documents, 1).dictionary("en").forms.leadFormCopy;
    expect(published.success.popup.body).toContain("two working days");
  });

  it("builds the sentences around the numbers only the moment knows", () => {
    const { summary, tooLongPage } = dictionary("en").forms.leadFormCopy;
    expect(fill(summary.rateLimited.one, { minutes: 1 })).toContain("1 minute and");
    expect(fill(summary.rateLimited.other, { minutes: 10 })).toContain("10 minutes");
    expect(fill(tooLongPage.body, { limitKb: 16 })).toContain("(16 KB)");
  });

  it("refuses a message that loses its slot, or a phone number typed into the words", () => {
    const documents = structuredClone(shipped);
    documents.forms.hi.leadFormCopy.messages.msgTooLong = "कृपया अपना मैसेज छोटा रखें।";
    documents.forms.en.ackEmail.urgent = `If it is urgent, call us on ${site.phoneMobile} ({officeHours}) or write to {email}.`;
    expect(checkContent(documents, shipped, undefined, ["forms"]).map(describeIssue)).toEqual([
      "forms en.ackEmail.urgent: keep {phone}",
      'forms en.ackEmail.urgent: "+91 0" is a placeholder phone number: write the real one',
      `forms en.ackEmail.urgent: "${site.phoneMobile}" is typed in: the website fills this figure in for you, so put back its part in curly brackets`,
      "forms hi.leadFormCopy.messages.msgTooLong: keep {max}",
    ]);
  });
});
